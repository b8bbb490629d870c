import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'

// Shown while the root route module and its loader load on first visit.
export function AppLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="Loading Saffron Table" />
    </Box>
  )
}
