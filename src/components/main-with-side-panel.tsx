import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** The main column and a fixed-width side panel (the cart, the payment) beside it; stacked on phones. */
export function MainWithSidePanel({
  panelWidth,
  alignStart = false,
  children,
}: {
  panelWidth: number
  alignStart?: boolean
  children: ReactNode
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${panelWidth}px` },
        ...(alignStart ? { alignItems: 'start' } : {}),
      }}
    >
      {children}
    </Box>
  )
}
