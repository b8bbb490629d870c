import Stack from '@mui/material/Stack'
import { Form, redirect, useLoaderData } from 'react-router'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { EditorFrame, EditorNotices, EditorToolbar } from '../../components/editor-frame.tsx'
import { keepPageAfterFailedSave } from '../../components/form-result.ts'
import { PageLink } from '../../components/page-link.tsx'
import { useEditor } from '../../components/use-editor.ts'
import { forms } from '../../lib/data/forms.ts'
import { firebase } from '../../lib/firebase.ts'
import { loadForm } from '../../lib/forms/load-form.ts'
import { saveOrFailure } from '../../lib/data/save-failure.ts'
import { failed, submittedValues, succeeded, type ActionResult } from '../../shared/action-result.ts'
import { hasErrors } from '../../shared/field-errors.ts'
import type { Form as FormRecord } from '../../shared/schemas/form.ts'
import { readFormDraft, summaryOf, validateFormDraft, type EditableQuestion } from './form-draft.ts'
import { QuestionListEditor } from './question-list-editor.tsx'

export interface EditFormData {
  form: Pick<FormRecord, 'title' | 'description' | 'notes' | 'formKey' | 'createdStamp' | 'updateStamp'> & {
    id: string | null
    questions: EditableQuestion[]
  }
}

export async function loader({ params }: LoaderFunctionArgs): Promise<EditFormData> {
  firebase()
  const id = params['formId']
  if (!id) return { form: { ...forms.blank(), id: null } }
  return { form: await loadForm(id) }
}

async function formKeyTaken(formKey: string, ownId: string | undefined): Promise<boolean> {
  if (formKey === '') return false
  const same = await forms.query({ where: [['formKey', formKey]], limit: 2 })
  return same.some((form) => form.id !== ownId)
}

// Validates everything before the one write; on any problem nothing is written and every input keeps its text.
export const shouldRevalidate = keepPageAfterFailedSave

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionResult | Response> {
  firebase()
  const id = params['formId']
  const formData = await request.formData()
  const values = submittedValues(formData)
  const draft = readFormDraft(formData)
  return saveOrFailure({ editor: 'form editor', collection: forms.name, id }, values, async () => {
    const errors = validateFormDraft(draft, await formKeyTaken(draft.formKey, id))
    if (hasErrors(errors)) return failed({ fieldErrors: errors, formError: summaryOf(errors) }, values)
    const record = {
      title: draft.title,
      description: draft.description,
      notes: draft.notes,
      formKey: draft.formKey,
      questions: draft.questions,
    }
    if (!id) return redirect(`/edit-form/${await forms.create(record)}`)
    await forms.update(id, record)
    return succeeded(undefined, 'Saved.')
  })
}

export function EditForm({ data: loaded }: { data: EditFormData }) {
  const { form } = loaded
  const editor = useEditor<typeof action>(form, { stampPlacement: 'title' })
  const result = editor.form
  return (
    <EditorFrame
      record={form}
      title={form.id ? 'Edit Form' : 'New Form'}
      maxWidth={880}
      editor={editor}
      links={
        <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
          <PageLink to="/forms-list">All forms</PageLink>
          {form.id && <PageLink to={`/form-render/${form.id}`}>View this form</PageLink>}
        </Stack>
      }
    >
      <Form method="post" encType="multipart/form-data" noValidate aria-label="Form editor">
        <FormField label="Title" required {...result.field('title', form.title)} />
        <FormField label="Description" multiline {...result.field('description', form.description)} />
        <FormField label="Notes" multiline {...result.field('notes', form.notes)} />
        <FormField label="Form key" {...result.field('formKey', form.formKey)} />
        <QuestionListEditor
          initial={form.questions}
          errors={result.fieldErrors}
          onUploadingChange={editor.setUploading}
        />
        <EditorNotices editor={editor} />
        <EditorToolbar editor={editor} placement="bottom" />
      </Form>
    </EditorFrame>
  )
}

export function Component() {
  return <EditForm data={useLoaderData<typeof loader>()} />
}
