import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import type { Breakpoint } from '@mui/material/styles'
import { useId, type ComponentType, type ReactNode, type RefAttributes } from 'react'
import type { FetcherFormProps } from 'react-router'
import type { FormResult } from './form-result.ts'
import { SubmitButton } from './page-form.tsx'

/**
 * A dialog holding one fetcher form: its title names the dialog and the form, the submit button waits while the
 * form is sent and goes once the work is done (the content then says what happened), Close always stays.
 */
export function FormDialog({
  title,
  fetcher,
  form,
  submitLabel,
  busyLabel,
  done,
  onClose,
  maxWidth = 'sm',
  action,
  children,
}: {
  title: ReactNode
  fetcher: { Form: ComponentType<FetcherFormProps & RefAttributes<HTMLFormElement>> }
  form: Pick<FormResult, 'busy'>
  submitLabel: string
  busyLabel: string
  /** True once the form's work is done: the submit button goes. */
  done: boolean
  onClose: () => void
  maxWidth?: Breakpoint
  /** The route whose action the form posts to; defaults to the current page's. */
  action?: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <fetcher.Form method="post" action={action} noValidate aria-labelledby={titleId}>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          {!done && <SubmitButton label={submitLabel} busyLabel={busyLabel} form={form} />}
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </DialogActions>
      </fetcher.Form>
    </Dialog>
  )
}
