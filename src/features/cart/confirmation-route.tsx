import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { CartLines } from '../../components/cart/cart-lines.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { useCart } from '../../lib/cart/cart.ts'

// /confirmation (signed-in): a summary of the cart before paying, with the way on to /order-payment.

export function Component() {
  const items = useCart()
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Confirm Your Order
      </Typography>
      {items.length === 0 ? (
        <>
          <Typography sx={{ mb: 2 }}>Your cart is empty.</Typography>
          <PageLink to="/package-shop">Browse the package shop</PageLink>
        </>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
            <CartLines items={items} />
          </Paper>
          <Button component={RouterLink} to="/order-payment" variant="contained" size="large">
            Continue to payment
          </Button>
        </>
      )}
    </Box>
  )
}
