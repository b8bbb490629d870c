import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, type ComponentType } from 'react'
import { Form, type FormProps } from 'react-router-dom'

export interface DeleteDialogProps {
  open: boolean
  onClose: () => void
  /** Where Delete posts, e.g. `/delete-item/menus/abc`. */
  action: string
  /** Hidden fields sent with the delete, e.g. `{ redirectLink: '/menu-management' }`. */
  fields?: Record<string, string>
  /** Pass `fetcher.Form` to delete without a navigation; defaults to the router's Form. */
  formComponent?: ComponentType<FormProps>
}

/** The shared Delete Warning modal (docs/product.md, Routes): Delete submits a POST form, Close dismisses. */
export function DeleteDialog({
  open,
  onClose,
  action,
  fields = {},
  formComponent: FormComponent = Form,
}: DeleteDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Delete Warning</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>Are you sure you want to delete?</DialogContentText>
      </DialogContent>
      <FormComponent method="post" action={action} onSubmit={() => onClose()}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <DialogActions>
          <Button type="submit" color="error" variant="contained">
            Delete
          </Button>
          <Button type="button" onClick={onClose} autoFocus>
            Close
          </Button>
        </DialogActions>
      </FormComponent>
    </Dialog>
  )
}

/**
 * The Delete Warning for a list page whose own action deletes by id (`intent=delete`, `id`): open while `id` is
 * set, posting to `action`.
 */
export function DeleteByIdDialog({
  id,
  onClose,
  action,
}: {
  id: string | null
  onClose: () => void
  action: string
}) {
  return (
    <DeleteDialog
      open={id !== null}
      onClose={onClose}
      action={action}
      fields={{ intent: 'delete', id: id ?? '' }}
    />
  )
}
