import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import {
  data,
  Form,
  Link as RouterLink,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import { useFormResult, useResettableForm } from '../../components/form-result.ts'
import { FormActions, FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { parseAnswers } from '../../components/questions/question-values.ts'
import { useUploadCount } from '../../components/use-upload-count.ts'
import { formResponses } from '../../lib/data/form-responses.ts'
import { forms } from '../../lib/data/forms.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { failed, submittedValues, succeeded, type ActionResult } from '../../shared/action-result.ts'
import type { FormResponse } from '../../shared/schemas/form-response.ts'
import type { Question } from '../../shared/schemas/form.ts'
import { AnswerFields, answerPrefix } from './answer-form.tsx'
import { answersByKey, mergeResponseQuestions, withAnswers } from './response-questions.ts'

export interface EditContentData {
  response: Pick<FormResponse, 'id' | 'formId' | 'formTitle' | 'userEmail' | 'createdStamp' | 'updateStamp'>
  questions: Question[]
  formFound: boolean
}

async function load(
  id: string | undefined,
): Promise<{ response: FormResponse; questions: Question[]; formFound: boolean }> {
  const response = id ? await formResponses.get(id) : null
  if (!response)
    throw data(`There is no form response with id "${id ?? ''}".`, { status: 404, statusText: 'Not Found' })
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

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionResult> {
  firebase()
  const [{ response, questions }, formData] = await Promise.all([
    load(params['formResponseApiId']),
    request.formData(),
  ])
  const read = parseAnswers(formData, questions, answerPrefix)
  if (!read.ok) {
    return failed(
      { fieldErrors: read.errors, formError: 'Nothing was saved: please fix the marked answers.' },
      submittedValues(formData),
    )
  }
  await formResponses.update(response.id, { questions: withAnswers(questions, read.answers) })
  return succeeded(undefined, 'Saved.')
}

export function EditContent({ data: loaded }: { data: EditContentData }) {
  const { response, questions, formFound } = loaded
  const { form: result, resetKey, reset } = useResettableForm(useFormResult<typeof action>())
  const uploads = useUploadCount()
  return (
    <Box sx={{ py: 3, maxWidth: 760 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Edit answers: {response.formTitle || 'form response'}
      </Typography>
      <Typography variant="body2">From {response.userEmail || '(no e-mail)'}</Typography>
      <Typography variant="body2" color="text.secondary">
        Sent {formatStamp(response.createdStamp)}
        {response.updateStamp !== undefined && ` · edited ${formatStamp(response.updateStamp)}`}
      </Typography>
      <Link component={RouterLink} to={`/single-response/${response.id}`}>
        Back to the response
      </Link>
      {!formFound && (
        <Alert severity="info" sx={{ mt: 2 }}>
          The form of this response no longer exists; its questions are taken from the response.
        </Alert>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        aria-label="Edit answers"
        key={resetKey}
        style={{ marginTop: 16 }}
      >
        <AnswerFields
          questions={questions}
          values={answersByKey(questions)}
          errors={result.fieldErrors}
          onUploadingChange={uploads.onUploadingChange}
        />
        <FormFeedback form={result} />
        <FormActions onReset={reset}>
          <SubmitButton label="Update" uploading={uploads.uploading} />
        </FormActions>
      </Form>
    </Box>
  )
}

export function Component() {
  return <EditContent data={useLoaderData<typeof loader>()} />
}
