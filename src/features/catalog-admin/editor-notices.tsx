import Alert from '@mui/material/Alert'
import type { EditorActionData } from './catalog-forms.ts'

/** Shown on the editor the action redirected to after a successful save. */
export function SavedNotice({ show }: { show: boolean }) {
  if (!show) return null
  return (
    <Alert severity="success" sx={{ mb: 2 }}>
      Saved.
    </Alert>
  )
}

/** Why the last save failed: the write's own message, else a pointer to the field errors below it. */
export function FormErrorNotice({ result }: { result: EditorActionData | undefined }) {
  const hasFieldErrors = Object.keys(result?.errors ?? {}).length > 0
  if (!result?.formError && !hasFieldErrors) return null
  return (
    <Alert severity="error" sx={{ my: 1 }} role="alert">
      {result?.formError ?? 'Please correct the fields marked below.'}
    </Alert>
  )
}
