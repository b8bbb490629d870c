import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

// The order pages' figures and dates as description lists: each term greyed, its value beside it.

const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx])

/** A description list of two columns: each term with its value on the same line. */
export function FactGrid({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={[{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }, ...asArray(sx)]}
    >
      {children}
    </Box>
  )
}

/** One term of a FactGrid and its value; `sx` styles the value. */
export function Fact({
  term,
  testId,
  sx,
  children,
}: {
  term: ReactNode
  testId?: string
  sx?: SxProps<Theme>
  children: ReactNode
}) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={[{ m: 0 }, ...asArray(sx)]} data-testid={testId}>
        {children}
      </Typography>
    </>
  )
}
