import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A page's h1 with its actions beside it (wrapping under it on narrow screens). */
export function PageHeadingRow({
  title,
  children,
  mb = 3,
}: {
  title: ReactNode
  children?: ReactNode
  mb?: number
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
        mb,
      }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Box>
  )
}
