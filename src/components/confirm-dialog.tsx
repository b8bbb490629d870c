import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, type ComponentType, type ReactNode } from 'react'
import { Form, type FormProps } from 'react-router'

export interface ConfirmDialogProps {
  open: boolean
  /** The question, naming what the action does to what: `Delete the menu “Brunch”?`, `Close Thu, Dec 24, 2026?` */
  question: string
  /** What follows, in a sentence or two: the dialog's accessible description. */
  description: ReactNode
  /** The button that does it ("Delete", "Close the date"). */
  confirmLabel: string
  /** Red for what cannot be undone. */
  confirmColor?: 'primary' | 'error' | 'warning'
  onClose: () => void
  /** Where the form posts; defaults to the current page's action. */
  action?: string
  /** Hidden fields sent with the form; a list sends each value. */
  fields?: Record<string, string | readonly string[]>
  /** Pass `fetcher.Form` to submit without a navigation; defaults to the router's Form. */
  formComponent?: ComponentType<FormProps>
  /** Choices that go with the confirmation (a checkbox), inside the form. */
  children?: ReactNode
}

/**
 * The one confirmation before an action that is hard to take back (deleting, closing a date): a POST form with the
 * question as the dialog's name, the confirming button and Close (focused first, so Enter never confirms by accident).
 */
export function ConfirmDialog({
  open,
  question,
  description,
  confirmLabel,
  confirmColor = 'error',
  onClose,
  action,
  fields = {},
  formComponent: FormComponent = Form,
  children,
}: ConfirmDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{question}</DialogTitle>
      <FormComponent method="post" action={action} onSubmit={() => onClose()}>
        <DialogContent>
          <DialogContentText id={textId}>{description}</DialogContentText>
          {children}
        </DialogContent>
        {Object.entries(fields).flatMap(([name, value]) =>
          (typeof value === 'string' ? [value] : value).map((one, index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={one} />
          )),
        )}
        <DialogActions>
          <Button type="submit" color={confirmColor} variant="contained">
            {confirmLabel}
          </Button>
          <Button type="button" onClick={onClose} autoFocus>
            Close
          </Button>
        </DialogActions>
      </FormComponent>
    </Dialog>
  )
}
