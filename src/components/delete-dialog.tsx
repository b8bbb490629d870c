import type { ComponentType } from 'react'
import type { FormProps } from 'react-router'
import { ConfirmDialog } from './confirm-dialog.tsx'

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
export function DeleteDialog({ question, ...props }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      question={question}
      description="This cannot be undone."
      confirmLabel="Delete"
      {...props}
    />
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
