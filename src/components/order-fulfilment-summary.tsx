import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { fulfilmentLine, fulfilmentRows } from '../shared/fulfilment/describe-fulfilment.ts'
import type { OrderFulfilment } from '../shared/schemas/order-fulfilment.ts'

// When, where and for whom, as every order page shows it (docs/product.md, Routes). Orders placed before the
// business had a schedule have no fulfilment: for them this renders nothing.

const stacked = 'minmax(0, 1fr)'
const sideBySide = 'max-content minmax(0, 1fr)'

export interface OrderFulfilmentSummaryProps {
  fulfilment: OrderFulfilment | undefined
  /** 'full': every line, labelled; 'compact': method, date and time on one line, for lists. */
  variant?: 'full' | 'compact'
  /** Smaller type, for a card in a list. */
  dense?: boolean
}

export function OrderFulfilmentSummary({
  fulfilment,
  variant = 'full',
  dense = false,
}: OrderFulfilmentSummaryProps) {
  if (!fulfilment) return null
  if (variant === 'compact') {
    return (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="order-fulfilment-line">
        {fulfilmentLine(fulfilment)}
      </Typography>
    )
  }
  const value = dense ? 'body2' : 'body1'
  return (
    <Box
      component="dl"
      data-testid="order-fulfilment"
      sx={{
        m: 0,
        display: 'grid',
        // On a phone each label sits above its value, so long addresses and notes get the whole width; the
        // dense form (a card in a list) keeps them side by side, so each order stays short.
        gridTemplateColumns: dense ? sideBySide : { xs: stacked, sm: sideBySide },
        alignItems: 'baseline',
        columnGap: 2,
        rowGap: dense ? 0.25 : { xs: 0, sm: 0.5 },
      }}
    >
      {fulfilmentRows(fulfilment).map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant={value}
            sx={{
              m: 0,
              mb: dense ? 0 : { xs: 1.25, sm: 0 },
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
            }}
          >
            {row.href ? <Link href={row.href}>{row.value}</Link> : row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
