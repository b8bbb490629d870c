import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { cartTotals, formatPrice } from '../../shared/money.ts'
import { lineDetails } from '../../shared/orders/package-pricing.ts'
import type { CartItem } from '../../shared/schemas/order.ts'

/** What the review found out about one cart item since it was added. */
export type CartItemCheck = { kind: 'ok' } | { kind: 'missing' } | { kind: 'repriced'; currentPrice: number }

export interface CartLinesProps {
  items: readonly CartItem[]
  /** Shows remove (and quantity) buttons posting to the cart actions, then back to this path. */
  editable?: { returnTo: string; quantity?: boolean }
  checks?: Readonly<Record<string, CartItemCheck>>
  /** Subtotal, tax 5 % and total under the items. */
  showTotals?: boolean
  /** An order's delivery fee: its own untaxed line, included in the total. */
  deliveryFeeCents?: number
  /** A service area's travel fee for the trip: likewise its own untaxed line. */
  travelFeeCents?: number
  /** A promotion code's discount, off the goods before tax. */
  discount?: TotalsDiscount
  dense?: boolean
  /** More under a line, by its place in `items` (the order review's option fields). */
  lineExtra?: (item: CartItem, index: number) => ReactNode
}

/** The promotion code and what it takes off, in cents. */
export interface TotalsDiscount {
  code: string
  cents: number
}

/** The price the order will use: the package's current price when the review found it changed. */
export function effectivePrice(item: CartItem, check: CartItemCheck | undefined): number {
  return check?.kind === 'repriced' ? check.currentPrice : item.price
}

/** "2 × $40.00", or for a per-guest line "$73.00 per guest × 8 guests" (its price is for all its guests). */
export function unitPrice(item: Pick<CartItem, 'quantity' | 'guests'>, price: number): string {
  if (item.guests === undefined || item.guests < 1) return `${item.quantity} × ${formatPrice(price)}`
  const guests = `${item.guests} ${item.guests === 1 ? 'guest' : 'guests'}`
  const perGuest = `${formatPrice(price / item.guests)} per guest × ${guests}`
  return item.quantity === 1 ? perGuest : `${item.quantity} × (${perGuest})`
}

function QuantityButtons({ item, returnTo }: { item: CartItem; returnTo: string }) {
  const action = `/update-cart-item?redirect=${encodeURIComponent(returnTo)}`
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Form method="post" action={action}>
        <input type="hidden" name="chefPackageId" value={item.chefPackageId} />
        <input type="hidden" name="quantity" value={item.quantity - 1} />
        <IconButton type="submit" size="small" aria-label={`One less ${item.title}`}>
          <RemoveIcon fontSize="small" />
        </IconButton>
      </Form>
      <Typography component="span" aria-label={`Quantity of ${item.title}`}>
        {item.quantity}
      </Typography>
      <Form method="post" action={action}>
        <input type="hidden" name="chefPackageId" value={item.chefPackageId} />
        <input type="hidden" name="quantity" value={item.quantity + 1} />
        <IconButton type="submit" size="small" aria-label={`One more ${item.title}`}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Form>
    </Stack>
  )
}

export function CartTotalsView({
  lines,
  deliveryFeeCents = 0,
  travelFeeCents = 0,
  discount,
}: {
  lines: ReadonlyArray<{ price: number; quantity: number }>
  deliveryFeeCents?: number
  travelFeeCents?: number
  discount?: TotalsDiscount | undefined
}) {
  const totals = cartTotals(lines, deliveryFeeCents, discount?.cents ?? 0, travelFeeCents)
  const row = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Stack>
  )
  return (
    <Box component="dl" sx={{ m: 0 }} aria-label="Order totals">
      {row('Subtotal', totals.subTotalDisplay)}
      {discount && totals.discountDisplay && row(`Discount (${discount.code})`, `−${totals.discountDisplay}`)}
      {row('Tax (5%)', totals.taxDisplay)}
      {totals.deliveryFeeDisplay && row('Delivery', totals.deliveryFeeDisplay)}
      {totals.travelFeeDisplay && row('Travel', totals.travelFeeDisplay)}
      {row('Total', totals.totalDisplay, true)}
    </Box>
  )
}

export function CartLines({
  items,
  editable,
  checks = {},
  showTotals = true,
  deliveryFeeCents = 0,
  travelFeeCents = 0,
  discount,
  dense = false,
  lineExtra,
}: CartLinesProps) {
  const lines = items
    .filter((item) => checks[item.chefPackageId]?.kind !== 'missing')
    .map((item) => ({ price: effectivePrice(item, checks[item.chefPackageId]), quantity: item.quantity }))
  return (
    <Stack spacing={dense ? 1 : 2}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Cart items">
        {items.map((item, index) => {
          const check = checks[item.chefPackageId]
          const price = effectivePrice(item, check)
          return (
            <Box
              component="li"
              // A package may be on two lines with other options.
              key={`${item.chefPackageId}-${index}`}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
                  {lineDetails(item) && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="line-details">
                      {lineDetails(item)}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {unitPrice(item, price)}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatPrice(price * item.quantity)}
                </Typography>
              </Stack>
              {check?.kind === 'missing' && (
                <Alert severity="error" variant="outlined">
                  This package is no longer available. Remove it to continue.
                </Alert>
              )}
              {check?.kind === 'repriced' && (
                <Alert severity="warning" variant="outlined">
                  The price changed from {formatPrice(item.price)} to {formatPrice(check.currentPrice)} since
                  you added it.
                </Alert>
              )}
              {lineExtra?.(item, index)}
              {editable && (
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  {editable.quantity ? (
                    <QuantityButtons item={item} returnTo={editable.returnTo} />
                  ) : (
                    <span />
                  )}
                  <Form
                    method="post"
                    action={`/remove-cart-item?redirect=${encodeURIComponent(editable.returnTo)}`}
                  >
                    <input type="hidden" name="chefPackageId" value={item.chefPackageId} />
                    <Button type="submit" size="small" color="error" aria-label={`Remove ${item.title}`}>
                      Remove
                    </Button>
                  </Form>
                </Stack>
              )}
            </Box>
          )
        })}
      </Box>
      {showTotals && (
        <CartTotalsView
          lines={lines}
          deliveryFeeCents={deliveryFeeCents}
          travelFeeCents={travelFeeCents}
          discount={discount}
        />
      )}
    </Stack>
  )
}
