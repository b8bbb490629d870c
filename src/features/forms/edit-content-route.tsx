import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import {
  data,
  Form,
  Link as RouterLink,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import {
  answerErrorsOf,
  buildAnswersSchema,
  readAnswers,
  type AnswerErrors,
  type AnswerValues,
} from '../../components/questions/question-values.ts'
import { formResponses } from '../../lib/data/form-responses.ts'
import { forms } from '../../lib/data/forms.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import type { FormResponse } from '../../shared/schemas/form-response.ts'
import type { Question } from '../../shared/schemas/form.ts'
import { AnswerFields, answerPrefix } from './answer-form.tsx'
import { answersByKey, mergeResponseQuestions, withAnswers } from './response-questions.ts'

export interface EditContentData {
  response: Pick<FormResponse, 'id' | 'formId' | 'formTitle' | 'userEmail' | 'createdStamp' | 'updateStamp'>
  questions: Question[]
  formFound: boolean
}

export type EditContentResult = { ok: true } | { ok: false; errors: AnswerErrors; formError: string }

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

export async function action({ request, params }: ActionFunctionArgs): Promise<EditContentResult> {
  firebase()
  const [{ response, questions }, formData] = await Promise.all([
    load(params['formResponseApiId']),
    request.formData(),
  ])
  const parsed = buildAnswersSchema(questions).safeParse(readAnswers(formData, questions, answerPrefix))
  if (!parsed.success) {
    return {
      ok: false,
      errors: answerErrorsOf(parsed.error),
      formError: 'Nothing was saved: please fix the marked answers.',
    }
  }
  await formResponses.update(response.id, { questions: withAnswers(questions, parsed.data as AnswerValues) })
  return { ok: true }
}

export function EditContent({ data: loaded, result }: { data: EditContentData; result?: EditContentResult }) {
  const { response, questions, formFound } = loaded
  const navigation = useNavigation()
  const [resetCount, setResetCount] = useState(0)
  const [uploads, setUploads] = useState(0)
  const errors = result && !result.ok ? result.errors : {}
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
        key={resetCount}
        style={{ marginTop: 16 }}
      >
        <AnswerFields
          questions={questions}
          values={answersByKey(questions)}
          errors={errors}
          onUploadingChange={(uploading) => setUploads((count) => count + (uploading ? 1 : -1))}
        />
        {result && (
          <Alert
            severity={result.ok ? 'success' : 'error'}
            role={result.ok ? 'status' : 'alert'}
            sx={{ mt: 2 }}
          >
            {result.ok ? 'Saved.' : result.formError}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={navigation.state === 'submitting' || uploads > 0}
          >
            Update
          </Button>
          <Button type="button" onClick={() => setResetCount((count) => count + 1)}>
            Reset
          </Button>
        </Stack>
      </Form>
    </Box>
  )
}

export function Component() {
  return (
    <EditContent
      data={useLoaderData() as EditContentData}
      result={useActionData() as EditContentResult | undefined}
    />
  )
}
