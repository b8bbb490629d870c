import Backdrop from '@mui/material/Backdrop'
import CircularProgress from '@mui/material/CircularProgress'

/**
 * Dims the page while the router is loading or submitting. A bare Backdrop, not a Modal: it does not trap
 * focus or hide the page from assistive technology; the busy state is announced through aria-busy on <main>.
 */
export function NavigationOverlay({ open }: { open: boolean }) {
  return (
    <Backdrop
      open={open}
      aria-hidden="true"
      data-testid="navigation-overlay"
      sx={(theme) => ({ zIndex: theme.zIndex.appBar + 1, color: '#fff' })}
    >
      <CircularProgress color="inherit" />
    </Backdrop>
  )
}
