import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form, Link as RouterLink } from 'react-router'
import { CartLines } from '../../components/cart/cart-lines.tsx'
import { AllergenWarning } from '../../components/catalog/allergen-warning.tsx'
import { useCartAllergenConflicts } from '../../lib/cart/cart-allergens.ts'
import { cartCount, useCart } from '../../lib/cart/cart.ts'
import type { Allergen } from '../../shared/food/allergens.ts'

/**
 * The shop's cart side panel: items with remove, clear cart, and the checkout link to /order-review. For a signed-in
 * customer, the order review's allergen warning names the packages holding an allergen on their profile.
 */
export function CartPanel({ returnTo, avoids }: { returnTo: string; avoids: readonly Allergen[] }) {
  const items = useCart()
  const count = cartCount(items)
  const conflicts = useCartAllergenConflicts(items, avoids)
  return (
    <Paper component="aside" aria-labelledby="cart-panel-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="cart-panel-heading" variant="h6" component="h2" gutterBottom>
        Your Cart{count > 0 ? ` (${count})` : ''}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">Your cart is empty. Add a package to get started.</Typography>
      ) : (
        <Stack spacing={2}>
          <CartLines items={items} editable={{ returnTo, quantity: true }} dense />
          <AllergenWarning
            conflicts={conflicts}
            advice="Remove the package from your cart, or confirm at checkout that you still want it."
            testId="cart-allergen-warning"
          />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Form method="post" action={`/clear-cart?redirect=${encodeURIComponent(returnTo)}`}>
              <Button type="submit" color="inherit" size="small">
                Clear cart
              </Button>
            </Form>
            <Button component={RouterLink} to="/order-review" variant="contained">
              Checkout
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  )
}
