import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { conflictSentence, type PackageConflict } from '../../shared/food/dietary.ts'

/**
 * "Allergen warning": names each package that contains an allergen the customer avoids ("Satay contains Peanuts."),
 * then what they can do. The shop's cart and the order review say it in the same words; the order review adds the
 * confirmation box as `children`. Nothing when there is no conflict.
 */
export function AllergenWarning({
  conflicts,
  advice,
  children,
  testId = 'allergen-warning',
  sx,
}: {
  conflicts: readonly PackageConflict[]
  advice: string
  children?: ReactNode
  testId?: string
  sx?: SxProps<Theme>
}) {
  if (conflicts.length === 0) return null
  return (
    <Alert severity="warning" sx={sx} data-testid={testId}>
      <AlertTitle>Allergen warning</AlertTitle>
      {conflictSentence(conflicts)} {advice}
      {children}
    </Alert>
  )
}
