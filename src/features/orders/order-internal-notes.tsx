import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import type { FormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { internalNotesOf } from '../../lib/data/internal-notes.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { parseFormData } from '../../lib/forms/parse-form-data.ts'
import { answeredIntent, succeeded, type ActionResult } from '../../shared/action-result.ts'
import { internalNoteSchema, type InternalNote } from '../../shared/schemas/internal-note.ts'
import { z } from 'zod/mini'

// The order page's staff-only notes: a log admins add to and read, kept apart from the updates the customer sees.
// The rules keep every other reader out; no mail carries them.

export const internalNoteIntent = 'internalNote'

const noteFormSchema = z.pick(internalNoteSchema, { text: true })

export async function loadInternalNotes(orderId: string): Promise<InternalNote[]> {
  return internalNotesOf(orderId).query({ orderBy: [['createdStamp', 'asc']] })
}

/** The route action's part: checks the note and adds it as the signed-in admin. */
export async function addInternalNote(
  orderId: string,
  authorUid: string,
  form: FormData,
): Promise<ActionResult<{ intent: typeof internalNoteIntent }>> {
  const parsed = parseFormData(form, noteFormSchema)
  if (!parsed.ok) return parsed
  await internalNotesOf(orderId).create({ text: parsed.data.text, authorUid })
  return succeeded({ intent: internalNoteIntent }, 'Internal note added.')
}

export function InternalNotes({ notes, form }: { notes: readonly InternalNote[]; form: FormResult }) {
  const formRef = useRef<HTMLFormElement>(null)
  const mine = answeredIntent(form.result) === internalNoteIntent
  const added = mine && form.result?.ok === true
  useEffect(() => {
    if (added) formRef.current?.reset()
  }, [added, notes.length])
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="internal-notes-heading">
      <Typography id="internal-notes-heading" variant="h6" component="h2">
        Internal notes
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Only staff can see these. The customer never does, and no mail carries them.
      </Typography>
      {notes.length === 0 ? (
        <Typography color="text.secondary">No internal notes yet.</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }} aria-label="Internal notes">
          {notes.map((note) => (
            <li key={note.id}>
              <Typography variant="body2" color="text.secondary">
                {formatStamp(note.createdStamp)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
            </li>
          ))}
        </Stack>
      )}
      <Form method="post" ref={formRef} aria-label="Add an internal note" style={{ marginTop: 16 }}>
        <input type="hidden" name="intent" value={internalNoteIntent} />
        <Stack spacing={1}>
          <FormField
            label="Internal note"
            name="text"
            multiline
            minRows={2}
            defaultValue={mine ? form.valueOf('text') : undefined}
            error={mine ? form.errorOf('text') : undefined}
          />
          <SubmitButton label="Add internal note" busyLabel="Adding…" sx={{ alignSelf: 'flex-start' }} />
          {mine && <FormFeedback form={form} sx={{}} />}
        </Stack>
      </Form>
    </Paper>
  )
}
