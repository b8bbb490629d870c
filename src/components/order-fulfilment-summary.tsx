import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { fulfilmentRows } from '../shared/fulfilment/describe-fulfilment.ts'
import type { OrderFulfilment } from '../shared/schemas/order-fulfilment.ts'

/** When, where and for whom, as every order page shows it. */
export function OrderFulfilmentSummary({ fulfilment }: { fulfilment: OrderFulfilment }) {
  return (
    <Box
      component="dl"
      data-testid="order-fulfilment"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {fulfilmentRows(fulfilment).map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
