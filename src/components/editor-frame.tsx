import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { formatStamp } from '../lib/format-stamp.ts'
import { PublicPagesDelayNote } from './public-pages-delay-note.tsx'
import { DeleteDialog, deleteQuestion } from './delete-dialog.tsx'
import { FormFeedback } from './page-form.tsx'
import type { Editor } from './use-editor.ts'

// The one frame of every editor page (catalogue records, forms, content configs, answers): heading, the
// required-field note, when the record was saved, the notices after a save, and a toolbar with Save, Reset, Delete
// and the "Last updated" stamp. State: use-editor.ts.

/**
 * Page of an editor: heading, links under it, "Last saved …" (when the editor says so there), the route's form, and
 * the Delete Warning for an existing record when it can be deleted. The dialog stays outside the form: it holds a
 * form of its own.
 */
export function EditorFrame({
  record,
  title,
  maxWidth,
  editor,
  links,
  deleteFrom,
  shownOnPublicPages = false,
  children,
}: {
  /** The record edited (null when new); its title names it in the delete question. */
  record: { id: string | null; title?: string } | null
  title: string
  maxWidth: number
  editor: Editor
  /** Under the heading: links (back to the list, view the record) and what the page says about the record. */
  links?: ReactNode
  /** `collection` in the delete path /delete-item/{collection}/{id}, and where the delete redirects. */
  deleteFrom?: { collection: string; afterDelete: string }
  /** The record shows on the server-rendered public pages, which the CDN keeps for a few minutes. */
  shownOnPublicPages?: boolean
  children: ReactNode
}) {
  const id = record?.id ?? null
  // Another record, and Reset, remount the uncontrolled fields so they show the stored values.
  return (
    <Box key={`${id ?? 'new'}-${editor.resetKey}`} sx={{ maxWidth }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {links}
      {editor.stampPlacement === 'title' && editor.stamp !== undefined && (
        <Typography variant="body2" color="text.secondary">
          Last saved {formatStamp(editor.stamp)}
        </Typography>
      )}
      {shownOnPublicPages && <PublicPagesDelayNote />}
      <Typography variant="body2" sx={{ mb: 1 }}>
        Fields marked * are required.
      </Typography>
      {children}
      {id !== null && deleteFrom && (
        <DeleteDialog
          open={editor.confirmingDelete}
          question={deleteQuestion(deleteFrom.collection, record?.title)}
          onClose={editor.closeDelete}
          action={`/delete-item/${deleteFrom.collection}/${encodeURIComponent(id)}`}
          fields={{ redirectLink: deleteFrom.afterDelete }}
        />
      )}
    </Box>
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

export function SaveButton({ editor, label = 'Save' }: { editor: Editor; label?: string }) {
  return (
    <Button type="submit" variant="contained" disabled={editor.saveDisabled}>
      {editor.form.busy ? 'Saving…' : label}
    </Button>
  )
}

/**
 * Save (or `saveLabel`), Reset (when `canReset`), Delete (when `canDelete`) and the "Last updated" stamp (when the
 * editor places it here), above or below the fields.
 */
export function EditorToolbar({
  editor,
  placement,
  saveLabel,
  canReset = false,
  canDelete = false,
}: {
  editor: Editor
  placement: 'top' | 'bottom'
  saveLabel?: string
  canReset?: boolean
  canDelete?: boolean
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
      <SaveButton editor={editor} label={saveLabel} />
      {canReset && (
        <Button type="button" onClick={editor.reset}>
          Reset
        </Button>
      )}
      {canDelete && (
        <Button color="error" variant="outlined" onClick={editor.askToDelete}>
          Delete
        </Button>
      )}
      {editor.stampPlacement === 'toolbar' && editor.stamp !== undefined && (
        <Typography variant="body2" color="text.secondary">
          Last updated {formatStamp(editor.stamp)}
        </Typography>
      )}
    </Box>
  )
}
