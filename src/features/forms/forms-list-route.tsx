import { RecordCard } from '../../components/record-card.tsx'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link as RouterLink, useLoaderData, type ActionFunctionArgs } from 'react-router'
import { DeleteByIdDialog } from '../../components/delete-dialog.tsx'
import { useFormResult } from '../../components/form-result.ts'
import { FormFeedback } from '../../components/page-form.tsx'
import { formDeleteBlocker } from '../../lib/forms/form-delete-blocker.ts'
import { forms } from '../../lib/data/forms.ts'
import { firebase } from '../../lib/firebase.ts'
import { intentOf, unknownIntent } from '../../lib/forms/form-intent.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { failed, submittedValues, succeeded, type ActionResult } from '../../shared/action-result.ts'
import type { Form } from '../../shared/schemas/form.ts'

export const formsListPath = '/forms-list'
// The back-office lists every form on one page; a business has a handful. Beyond this the list says so.
export const formsListLimit = 200

export interface FormCardData {
  id: string
  title: string
  formKey: string
  questionCount: number
  /** Updated stamp, else created stamp. */
  stamp?: number
  updated: boolean
}

export interface FormsListData {
  forms: FormCardData[]
  truncated: boolean
}

function toCard(form: Form): FormCardData {
  return {
    id: form.id,
    title: form.title,
    formKey: form.formKey,
    questionCount: form.questions.length,
    stamp: form.updateStamp ?? form.createdStamp,
    updated: form.updateStamp !== undefined,
  }
}

export async function loader(): Promise<FormsListData> {
  firebase()
  const records = await forms.query({ limit: formsListLimit + 1 })
  const cards = records
    .slice(0, formsListLimit)
    .map(toCard)
    .sort((a, b) => (b.stamp ?? 0) - (a.stamp ?? 0))
  return { forms: cards, truncated: records.length > formsListLimit }
}

export { formDeleteBlocker as deleteBlocker } from '../../lib/forms/form-delete-blocker.ts'

export async function action({ request }: ActionFunctionArgs) {
  firebase()
  const formData = await request.formData()
  switch (intentOf(formData, ['delete'])) {
    case 'delete':
      return deleteForm(formData.get('id'))
    default:
      return unknownIntent(submittedValues(formData))
  }
}

async function deleteForm(id: FormDataEntryValue | null): Promise<ActionResult<{ deleted: string }>> {
  if (typeof id !== 'string' || id === '')
    return failed({ formError: 'Nothing to do: the request named no form.' })
  const form = await forms.get(id)
  if (!form) return failed({ formError: 'This form no longer exists.' })
  const blocker = await formDeleteBlocker(form)
  if (blocker) return failed({ formError: blocker })
  await forms.remove(id)
  const deleted = form.title || id
  return succeeded({ deleted }, `Deleted "${deleted}".`)
}

function FormCard({ form, onDelete }: { form: FormCardData; onDelete: () => void }) {
  const label = form.title || '(untitled form)'
  return (
    <RecordCard
      title={label}
      details={[
        `${form.questionCount} ${form.questionCount === 1 ? 'question' : 'questions'}${form.formKey ? ` · key ${form.formKey}` : ''}`,
        `${form.updated ? 'Updated' : 'Created'} ${formatStamp(form.stamp)}`,
      ]}
      actions={
        <>
          <Button component={RouterLink} to={`/edit-form/${form.id}`} aria-label={`Edit ${label}`}>
            Edit
          </Button>
          <Button component={RouterLink} to={`/form-render/${form.id}`} aria-label={`View ${label}`}>
            View
          </Button>
          <Button color="error" onClick={onDelete} aria-label={`Delete ${label}`}>
            Delete
          </Button>
        </>
      }
    />
  )
}

export function FormsList({ data }: { data: FormsListData }) {
  const result = useFormResult<typeof action>()
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null)
  return (
    <Box sx={{ py: 3 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          Forms
        </Typography>
        <Button component={RouterLink} to="/edit-form" variant="contained">
          New Form
        </Button>
      </Stack>
      <FormFeedback form={result} />
      {data.forms.length === 0 ? (
        <Typography sx={{ mt: 2 }}>No forms yet. Use New Form to build one.</Typography>
      ) : (
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {data.forms.map((form) => (
            <FormCard
              key={form.id}
              form={form}
              onDelete={() => setDeleting({ id: form.id, title: form.title })}
            />
          ))}
        </Box>
      )}
      {data.truncated && (
        <Typography sx={{ mt: 2 }}>Only the first {formsListLimit} forms are shown.</Typography>
      )}
      <DeleteByIdDialog
        target={deleting}
        collection="forms"
        onClose={() => setDeleting(null)}
        action={formsListPath}
      />
    </Box>
  )
}

export function Component() {
  return <FormsList data={useLoaderData<typeof loader>()} />
}
