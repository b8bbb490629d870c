import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { hasErrors } from '../shared/field-errors.ts'
import type { FormResult } from './form-result.ts'

// The pieces every page form shares around its fields (see form-result.ts for the state they read); each page
// keeps its own fields, texts and layout.

/**
 * What the last submit did: its success message as a status ("Saved."), or why it failed as an alert. `success`
 * is said when the action succeeded without a message of its own; `fieldErrorsNotice` when it failed with field
 * messages only.
 */
export function FormFeedback({
  form,
  success,
  fieldErrorsNotice,
  sx = { mt: 2 },
}: {
  form: FormResult
  success?: string
  fieldErrorsNotice?: string
  sx?: SxProps<Theme>
}) {
  if (!form.result) return null
  if (form.result.ok) {
    const message = form.message ?? success
    if (!message) return null
    return (
      <Alert severity="success" role="status" sx={sx}>
        {message}
      </Alert>
    )
  }
  const problem = form.formError ?? (hasErrors(form.fieldErrors) ? fieldErrorsNotice : undefined)
  if (!problem) return null
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {problem}
    </Alert>
  )
}

/**
 * The submit button of a page form. It waits while the form is submitted (the router's navigation, or `form.busy`
 * for a fetcher's form) and while an image is still uploading (the form would otherwise send an empty image field);
 * busyLabel, when given, says what is happening.
 */
export function SubmitButton({
  label,
  busyLabel,
  uploading = false,
  form,
  name,
  value,
  sx,
}: {
  label: string
  busyLabel?: string
  uploading?: boolean
  /** The state of a fetcher's form; without it the button follows the router's navigation. */
  form?: Pick<FormResult, 'busy'>
  /** Sent with the form, e.g. `intent`. */
  name?: string
  value?: string
  sx?: SxProps<Theme>
}) {
  const navigating = useNavigation().state === 'submitting'
  const busy = form ? form.busy : navigating
  return (
    <Button type="submit" variant="contained" disabled={busy || uploading} name={name} value={value} sx={sx}>
      {busy && busyLabel ? busyLabel : label}
    </Button>
  )
}

/** The row under a page form: its submit control and, with onReset, Reset (the page remounts the form). */
export function FormActions({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      {children}
      {onReset && (
        <Button type="button" onClick={onReset}>
          Reset
        </Button>
      )}
    </Stack>
  )
}
