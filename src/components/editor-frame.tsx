import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { formatStamp } from '../lib/format-stamp.ts'
import { DeleteDialog } from './delete-dialog.tsx'
import { FormFeedback } from './page-form.tsx'
import type { Editor } from './use-editor.ts'

// The one frame of every editor page (catalogue records, forms, content): heading, the required-field note, the
// notices after a save, and a toolbar with Save, Delete and the "Last updated" stamp. State: use-editor.ts.

/**
 * Page of an editor: heading, links under it, the route's form, and the Delete Warning for an existing record when
 * it can be deleted. The dialog stays outside the form: it holds a form of its own.
 */
export function EditorFrame({
  record,
  title,
  maxWidth,
  editor,
  links,
  deleteFrom,
  children,
}: {
  record: { id: string | null } | null
  title: string
  maxWidth: number
  editor: Editor
  /** Links under the heading (back to the list, view the record). */
  links?: ReactNode
  /** `collection` in the delete path /delete-item/{collection}/{id}, and where the delete redirects. */
  deleteFrom?: { collection: string; afterDelete: string }
  children: ReactNode
}) {
  const id = record?.id ?? null
  // Another record remounts the uncontrolled fields so they show its values.
  return (
    <Box key={id ?? 'new'} sx={{ maxWidth }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {links}
      <Typography variant="body2" sx={{ mb: 1 }}>
        Fields marked * are required.
      </Typography>
      {children}
      {id !== null && deleteFrom && (
        <DeleteDialog
          open={editor.confirmingDelete}
          onClose={editor.closeDelete}
          action={`/delete-item/${deleteFrom.collection}/${encodeURIComponent(id)}`}
          fields={{ redirectLink: deleteFrom.afterDelete }}
        />
      )}
    </Box>
  )
}

/** Under a page editor's title: when the record was last saved (nothing for a new one) and the required-field note. */
export function EditorIntro({ record }: { record: { createdStamp?: number; updateStamp?: number } }) {
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

/**
 * After a save: "Saved." (or the action's own message) as a status; after a failed one, why, as an alert: the
 * action's message, else a pointer to the field messages.
 */
export function EditorNotices({ editor }: { editor: Editor }) {
  if (editor.justSaved) {
    return (
      <Alert severity="success" role="status" sx={{ my: 1 }}>
        {editor.form.message ?? 'Saved.'}
      </Alert>
    )
  }
  return (
    <FormFeedback
      form={editor.form}
      fieldErrorsNotice="Please correct the fields marked below."
      sx={{ my: 1 }}
    />
  )
}

export function SaveButton({ editor }: { editor: Editor }) {
  return (
    <Button type="submit" variant="contained" disabled={editor.saveDisabled}>
      {editor.form.busy ? 'Saving…' : 'Save'}
    </Button>
  )
}

/** Save, Delete (when `canDelete`) and the "Last updated" stamp, above or below the fields. */
export function EditorToolbar({
  editor,
  canDelete,
  placement,
}: {
  editor: Editor
  canDelete: boolean
  placement: 'top' | 'bottom'
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        ...(placement === 'top' ? { mb: 1 } : { mt: 2 }),
      }}
    >
      <SaveButton editor={editor} />
      {canDelete && (
        <Button color="error" variant="outlined" onClick={editor.askToDelete}>
          Delete
        </Button>
      )}
      {editor.stamp !== undefined && (
        <Typography variant="body2" color="text.secondary">
          Last updated {formatStamp(editor.stamp)}
        </Typography>
      )}
    </Box>
  )
}
