import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, type ComponentType } from 'react'
import { Form, type FormProps } from 'react-router'

/** What one record is called in the question, by the collection it is deleted from. */
const recordKinds: Record<string, string> = {
  chefPackages: 'package',
  menus: 'menu',
  landingOffers: 'landing offer',
  forms: 'form',
  appConfigs: 'app config',
  contentConfigs: 'content config',
  testimonialReview: 'testimonial',
}

/** The dialog's question, naming what goes: `Delete the package “Ragu Supper”?` (`Delete this menu?` untitled). */
export function deleteQuestion(collection: string, title: string | undefined): string {
  const kind = recordKinds[collection] ?? 'record'
  const name = title?.trim()
  return name ? `Delete the ${kind} “${name}”?` : `Delete this ${kind}?`
}

export interface DeleteDialogProps {
  open: boolean
  /** The question the dialog asks, naming the record: deleteQuestion(collection, title). */
  question: string
  onClose: () => void
  /** Where Delete posts, e.g. `/delete-item/menus/abc`. */
  action: string
  /** Hidden fields sent with the delete, e.g. `{ redirectLink: '/menu-management' }`; a list sends each value. */
  fields?: Record<string, string | readonly string[]>
  /** Pass `fetcher.Form` to delete without a navigation; defaults to the router's Form. */
  formComponent?: ComponentType<FormProps>
}

/**
 * The shared delete confirmation (docs/product.md, Deletes): asks "Delete the package “Ragu Supper”?", Delete submits
 * a POST form, Close dismisses.
 */
export function DeleteDialog({
  open,
  question,
  onClose,
  action,
  fields = {},
  formComponent: FormComponent = Form,
}: DeleteDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{question}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>This cannot be undone.</DialogContentText>
      </DialogContent>
      <FormComponent method="post" action={action} onSubmit={() => onClose()}>
        {Object.entries(fields).flatMap(([name, value]) =>
          (typeof value === 'string' ? [value] : value).map((one, index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={one} />
          )),
        )}
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
 * The delete confirmation for a list page whose own action deletes by id (`intent=delete`, `id`): open while
 * `target` is set, posting to `action`.
 */
export function DeleteByIdDialog({
  target,
  collection,
  onClose,
  action,
}: {
  target: { id: string; title: string } | null
  /** The collection the records come from, for what the question calls them. */
  collection: string
  onClose: () => void
  action: string
}) {
  return (
    <DeleteDialog
      open={target !== null}
      question={deleteQuestion(collection, target?.title)}
      onClose={onClose}
      action={action}
      fields={{ intent: 'delete', id: target?.id ?? '' }}
    />
  )
}
