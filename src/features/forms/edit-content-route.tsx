import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { Form, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { EditorFrame, EditorNotices, EditorToolbar } from '../../components/editor-frame.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { parseAnswers } from '../../components/questions/question-values.ts'
import { keepPageAfterFailedSave } from '../../components/form-result.ts'
import { useEditor } from '../../components/use-editor.ts'
import { formResponses } from '../../lib/data/form-responses.ts'
import { forms } from '../../lib/data/forms.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { saveOrFailure } from '../../lib/data/save-failure.ts'
import { failed, submittedValues, succeeded, type ActionResult } from '../../shared/action-result.ts'
import type { FormResponse } from '../../shared/schemas/form-response.ts'
import type { Question } from '../../shared/schemas/form.ts'
import { AnswerFields, answerPrefix } from './answer-form.tsx'
import { answersByKey, mergeResponseQuestions, withAnswers } from './response-questions.ts'
import { notFound } from '../../lib/not-found.ts'

export interface EditContentData {
  response: Pick<FormResponse, 'id' | 'formId' | 'formTitle' | 'userEmail' | 'createdStamp' | 'updateStamp'>
  questions: Question[]
  formFound: boolean
}

async function load(
  id: string | undefined,
): Promise<{ response: FormResponse; questions: Question[]; formFound: boolean }> {
  const response = id ? await formResponses.get(id) : null
  if (!response) throw notFound(`There is no form response with id "${id ?? ''}".`)
  const form = response.formId ? await forms.get(response.formId) : null
  return {
    response,
    questions: mergeResponseQuestions(form?.questions ?? [], response.questions),
    formFound: form !== null,
  }
}

export async function loader({ params }: LoaderFunctionArgs): Promise<EditContentData> {
  firebase()
  const { response, questions, formFound } = await load(params['formResponseApiId'])
  const { id, formId, formTitle, userEmail, createdStamp, updateStamp } = response
  return { response: { id, formId, formTitle, userEmail, createdStamp, updateStamp }, questions, formFound }
}

export const shouldRevalidate = keepPageAfterFailedSave

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionResult> {
  firebase()
  const id = params['formResponseApiId']
  const formData = await request.formData()
  const values = submittedValues(formData)
  return saveOrFailure({ editor: 'answer editor', collection: formResponses.name, id }, values, async () => {
    const { response, questions } = await load(id)
    const read = parseAnswers(formData, questions, answerPrefix)
    if (!read.ok) {
      return failed(
        { fieldErrors: read.errors, formError: 'Nothing was saved: please fix the marked answers.' },
        values,
      )
    }
    await formResponses.update(response.id, { questions: withAnswers(questions, read.answers) })
    return succeeded(undefined, 'Saved.')
  })
}

export function EditContent({ data: loaded }: { data: EditContentData }) {
  const { response, questions, formFound } = loaded
  // The "Sent … · edited …" line says when, in the answer's own words.
  const editor = useEditor<typeof action>(response, { stampPlacement: 'none' })
  return (
    <EditorFrame
      record={response}
      title={`Edit answers: ${response.formTitle || 'form response'}`}
      maxWidth={760}
      editor={editor}
      links={
        <>
          <Typography variant="body2">From {response.userEmail || '(no e-mail)'}</Typography>
          <Typography variant="body2" color="text.secondary">
            Sent {formatStamp(response.createdStamp)}
            {response.updateStamp !== undefined && ` · edited ${formatStamp(response.updateStamp)}`}
          </Typography>
          <PageLink to={`/single-response/${response.id}`} sx={{ display: 'block' }}>
            Back to the response
          </PageLink>
          {!formFound && (
            <Alert severity="info" sx={{ my: 2 }}>
              The form of this response no longer exists; its questions are taken from the response.
            </Alert>
          )}
        </>
      }
    >
      <Form method="post" encType="multipart/form-data" noValidate aria-label="Edit answers">
        <AnswerFields
          questions={questions}
          values={answersByKey(questions)}
          errors={editor.form.fieldErrors}
          onUploadingChange={editor.setUploading}
        />
        <EditorNotices editor={editor} />
        <EditorToolbar editor={editor} placement="bottom" saveLabel="Update" canReset />
      </Form>
    </EditorFrame>
  )
}

export function Component() {
  return <EditContent data={useLoaderData<typeof loader>()} />
}
