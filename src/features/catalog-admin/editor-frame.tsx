import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { DeleteDialog } from '../../components/delete-dialog.tsx'
import { formatStamp } from '../../lib/format-stamp.ts'
import { SavedNotice } from './editor-notices.tsx'
import type { CatalogEditor } from './use-catalog-editor.ts'

/**
 * Page of a catalogue editor: heading, the "Saved." notice, the route's form, and the Delete Warning for an
 * existing record. The dialog stays outside the form: it holds a form of its own.
 */
export function EditorFrame({
  record,
  title,
  maxWidth,
  editor,
  deleteCollection,
  afterDelete,
  children,
}: {
  record: { id: string } | null
  title: string
  maxWidth: number
  editor: CatalogEditor
  /** The collection in the delete path, e.g. `menus` for /delete-item/menus/{id}. */
  deleteCollection: string
  /** Where the delete redirects, e.g. the management page. */
  afterDelete: string
  children: ReactNode
}) {
  // Another record remounts the uncontrolled fields so they show its values.
  return (
    <Box key={record?.id ?? 'new'} sx={{ maxWidth }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <SavedNotice show={editor.justSaved} />
      {children}
      {record && (
        <DeleteDialog
          open={editor.confirmingDelete}
          onClose={editor.closeDelete}
          action={`/delete-item/${deleteCollection}/${encodeURIComponent(record.id)}`}
          fields={{ redirectLink: afterDelete }}
        />
      )}
    </Box>
  )
}

export function SaveButton({ editor }: { editor: CatalogEditor }) {
  return (
    <Button type="submit" variant="contained" disabled={editor.saveDisabled}>
      {editor.saving ? 'Saving…' : 'Save'}
    </Button>
  )
}

/** Save, Delete (existing records only) and the "Last updated" stamp, above or below the fields. */
export function EditorToolbar({
  editor,
  canDelete,
  placement,
}: {
  editor: CatalogEditor
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
