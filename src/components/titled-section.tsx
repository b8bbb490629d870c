import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

/** A page section named by its own h2 heading, so screen readers list it among the page's regions. */
export function TitledSection({
  headingId,
  title,
  sx,
  children,
}: {
  headingId: string
  title: ReactNode
  sx?: SxProps<Theme>
  children: ReactNode
}) {
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  )
}
