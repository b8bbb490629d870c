import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { Link as RouterLink } from 'react-router'

export interface CartSnackbarProps {
  title: string
  open: boolean
  onClose: () => void
}

/** Loaded on the first Add (cart-feedback.tsx). SnackbarContent has role="alert", so screen readers hear it. */
export function CartSnackbar({ title, open, onClose }: CartSnackbarProps) {
  return (
    <Snackbar
      open={open}
      onClose={(_event, reason) => {
        // A click elsewhere on the page (such as the next Add) must not hide the confirmation at once.
        if (reason !== 'clickaway') onClose()
      }}
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={title ? `Added ${title} to your cart.` : 'Added to your cart.'}
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/order-review" onClick={onClose}>
          View cart
        </Button>
      }
    />
  )
}
