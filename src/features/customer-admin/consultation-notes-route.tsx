import { RecordCard } from '../../components/record-card.tsx'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { z } from 'zod/mini'
import { FormField } from '../../components/form-field.tsx'
import { useFormResult, keepPageAfterFailedSave } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { consulationNotes } from '../../lib/data/consulation-notes.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { saveOrFailure } from '../../lib/data/save-failure.ts'
import { parseFormData, textField } from '../../lib/forms/parse-form-data.ts'
import { succeeded, type ActionResult } from '../../shared/action-result.ts'
import type { ConsultationNote } from '../../shared/schemas/consultation-note.ts'
import { loadCustomer, type CustomerSummary } from './customer-context.ts'
import { CustomerHeader } from './customer-header.tsx'

// A customer has a handful of notes; beyond this the page says so.
export const notesLimit = 200

export const noteFormSchema = z.object({
  title: textField(
    z.minLength(1, 'Please enter a title.'),
    z.maxLength(200, 'Please keep the title under 200 characters.'),
  ),
  noteText: textField(
    z.minLength(1, 'Please write the note.'),
    z.maxLength(10000, 'Please keep the note under 10000 characters.'),
  ),
})

export interface ConsultationNotesData {
  customer: CustomerSummary
  notes: ConsultationNote[]
  truncated: boolean
}

/** Newest first. Sorted here: equality on userProfileId plus an order on createdStamp would need a composite index. */
export function newestFirst(notes: ConsultationNote[]): ConsultationNote[] {
  return [...notes].sort((a, b) => (b.createdStamp ?? 0) - (a.createdStamp ?? 0))
}

export async function loader(args: LoaderFunctionArgs): Promise<ConsultationNotesData> {
  firebase()
  const { customer } = await loadCustomer(args)
  const notes = await consulationNotes.query({
    where: [['userProfileId', customer.id]],
    limit: notesLimit + 1,
  })
  return { customer, notes: newestFirst(notes).slice(0, notesLimit), truncated: notes.length > notesLimit }
}

export const shouldRevalidate = keepPageAfterFailedSave

export async function action(args: ActionFunctionArgs): Promise<ActionResult<{ id: string }>> {
  firebase()
  const parsed = parseFormData(await args.request.formData(), noteFormSchema, {
    formError: 'Nothing was saved: please fix the marked fields.',
  })
  if (!parsed.ok) return parsed
  const { data: note, values } = parsed
  return saveOrFailure(
    { editor: 'consultation notes', collection: consulationNotes.name },
    values,
    async () => {
      const { customer, viewer } = await loadCustomer(args)
      const id = await consulationNotes.create({
        ...note,
        userProfileId: customer.id,
        profileUserId: customer.userId,
        authorUserId: viewer.uid,
      })
      return succeeded({ id }, 'Note saved.')
    },
  )
}

export function ConsultationNotes({ data }: { data: ConsultationNotesData }) {
  const form = useFormResult<typeof action>()
  // A saved note empties the form for the next one (a new key per stored note).
  const formKey = form.result?.ok ? form.result.data.id : 'new'
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <CustomerHeader title="Consultation Notes" customer={data.customer} />
      <Card variant="outlined" component="section" aria-labelledby="new-note-heading">
        <CardContent>
          <Typography id="new-note-heading" variant="h6" component="h2">
            New note
          </Typography>
          <Typography variant="body2">Fields marked * are required.</Typography>
          <Form method="post" noValidate aria-label="New consultation note" key={formKey}>
            <FormField label="Title" required {...form.field('title')} />
            <FormField label="Note" required multiline minRows={4} {...form.field('noteText')} />
            <FormFeedback form={form} sx={{ mt: 1 }} />
            <SubmitButton label="Save note" sx={{ mt: 1 }} />
          </Form>
        </CardContent>
      </Card>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Notes, newest first
      </Typography>
      {data.notes.length === 0 && <Typography>No notes yet.</Typography>}
      <Stack spacing={2}>
        {data.notes.map((note) => (
          <RecordCard
            key={note.id}
            title={note.title}
            headingLevel="h3"
            details={[formatStamp(note.createdStamp)]}
          >
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{note.noteText}</Typography>
          </RecordCard>
        ))}
      </Stack>
      {data.truncated && (
        <Typography sx={{ mt: 2 }}>Only the newest {notesLimit} notes are shown.</Typography>
      )}
    </Box>
  )
}

export function Component() {
  return <ConsultationNotes data={useLoaderData<typeof loader>()} />
}
