import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormDialog } from '../../components/form-dialog.tsx'
import { useFetcherForm } from '../../components/form-result.ts'
import { FormField } from '../../components/form-field.tsx'
import { FormFeedback } from '../../components/page-form.tsx'
import { callFunction } from '../../lib/functions/call-function.ts'
import { exportMyDataCallable } from '../../shared/callables.ts'
import type { action as deletionAction } from './account-deletion-route.ts'

// The settings page's "Your data" section: download everything the business holds about the customer as a JSON
// file, and delete the account (orders stay for the business's books without personal data,
// docs/decisions/0066-account-deletion-keeps-anonymous-orders.md).

/** `saffron-table-my-data-2026-11-25.json` */
export function exportFileName(exportedAt: string): string {
  return `saffron-table-my-data-${exportedAt.slice(0, 10)}.json`
}

function saveJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // The browser has the file once the click is handled; the object URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

function DownloadMyData() {
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: boolean }>({ busy: false })
  const download = async () => {
    setState({ busy: true })
    const exported = await callFunction(exportMyDataCallable, {})
    if (!exported.ok) {
      setState({
        busy: false,
        error: exported.formError ?? 'Your data could not be prepared. Please try again.',
      })
      return
    }
    saveJson(exportFileName(exported.data.exportedAt), exported.data)
    setState({ busy: false, done: true })
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        Your profile, your orders and your form answers, as one JSON file.
      </Typography>
      <Button variant="outlined" onClick={() => void download()} disabled={state.busy}>
        {state.busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
      {state.error && (
        <Alert severity="error" role="alert">
          {state.error}
        </Alert>
      )}
      {state.done && (
        <Alert severity="success" role="status">
          Your data was downloaded.
        </Alert>
      )}
    </Stack>
  )
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { fetcher, form } = useFetcherForm<typeof deletionAction>()
  return (
    <FormDialog
      title="Delete my account"
      fetcher={fetcher}
      form={form}
      action="/account-deletion"
      submitLabel="Delete my account"
      busyLabel="Deleting…"
      done={false}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        This deletes your profile, your form answers and your sign-in for good. Your orders stay with the
        business for its books, without your name, e-mail, phone, address or notes. You will be signed out and
        cannot sign in again.
      </Typography>
      <FormField
        label="Type your e-mail address to confirm"
        type="email"
        required
        autoComplete="off"
        {...form.field('email')}
      />
      <FormFeedback form={form} sx={{ mt: 1 }} />
    </FormDialog>
  )
}

export function MyDataSection() {
  const [deleting, setDeleting] = useState(false)
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 3, maxWidth: 560 }}
      component="section"
      aria-labelledby="my-data"
    >
      <Typography variant="h6" component="h2" id="my-data" gutterBottom>
        Your data
      </Typography>
      <DownloadMyData />
      <Stack spacing={1} sx={{ alignItems: 'flex-start', mt: 3 }}>
        <Typography variant="body2">Leaving? Deleting your account cannot be undone.</Typography>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </Stack>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Paper>
  )
}
