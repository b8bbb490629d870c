import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useNavigation } from 'react-router-dom'
import { formatStamp } from '../lib/format-stamp.ts'
import type { Stamps } from '../shared/schemas/stamps.ts'

// Pieces the page forms share (editors, answer forms); each page keeps its own fields, texts and layout.

/** Under an editor's title: when the record was last saved (nothing for a new one) and the required-field note. */
export function EditorIntro({ record }: { record: Pick<Stamps, 'createdStamp' | 'updateStamp'> }) {
  const stamp = record.updateStamp ?? record.createdStamp
  return (
    <>
      {stamp !== undefined && (
        <Typography variant="body2" color="text.secondary">
          Last saved {formatStamp(stamp)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        Fields marked * are required.
      </Typography>
    </>
  )
}

/** What a page form's action returns about a save: enough for the message under the form. */
export type SaveResult = { ok: true } | { ok: false; formError: string }

/** After a save: "Saved." as a status, or why nothing was saved as an alert. */
export function SaveResultAlert({ result }: { result?: SaveResult }) {
  if (!result) return null
  return (
    <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'} sx={{ mt: 2 }}>
      {result.ok ? 'Saved.' : result.formError}
    </Alert>
  )
}

/**
 * The submit button of a page form. It waits while the router submits and while an image is still uploading (the
 * form would otherwise send an empty image field); busyLabel, when given, says what is happening.
 */
export function SubmitButton({
  label,
  busyLabel,
  uploading = false,
}: {
  label: string
  busyLabel?: string
  uploading?: boolean
}) {
  const submitting = useNavigation().state === 'submitting'
  return (
    <Button type="submit" variant="contained" disabled={submitting || uploading}>
      {submitting && busyLabel ? busyLabel : label}
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
