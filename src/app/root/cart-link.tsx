import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import { Link as RouterLink } from 'react-router'
import { cartCount, useCart } from '../../lib/cart/cart.ts'

/** The cart's item count, announced in the link's name ("Cart, 2 items"); it leads to the order review. */
export function CartLink() {
  const count = cartCount(useCart())
  return (
    <IconButton
      component={RouterLink}
      to="/order-review"
      color="inherit"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <Badge badgeContent={count} color="secondary" showZero max={99}>
        <ShoppingCartIcon aria-hidden="true" />
      </Badge>
    </IconButton>
  )
}
