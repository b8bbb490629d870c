import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
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
import { getSession } from '../../lib/session.ts'
import type { Form as FormRecord } from '../../shared/schemas/form.ts'
import { AnswerFields, answerPrefix } from './answer-form.tsx'
import { hasAnyAnswer, withAnswers } from './response-questions.ts'

export interface FormRenderData {
  form: FormRecord
  signedIn: boolean
}

export type FormRenderResult =
  { ok: true; responseId: string } | { ok: false; errors: AnswerErrors; formError: string }

async function loadForm(id: string | undefined): Promise<FormRecord> {
  const form = id ? await forms.get(id) : null
  if (!form) throw data(`There is no form with id "${id ?? ''}".`, { status: 404, statusText: 'Not Found' })
  return form
}

export async function loader({ params }: LoaderFunctionArgs): Promise<FormRenderData> {
  firebase()
  const [form, session] = await Promise.all([loadForm(params['formId']), getSession()])
  return { form, signedIn: session.user !== null }
}

/**
 * Stores one formResponses document {formId, formTitle, userId, userEmail, questions with answers}. Only signed-in
 * users answer (docs/decisions/0007): the id and e-mail come from the session and the form from the database, never
 * from hidden inputs, and firestore.rules check the same.
 */
export async function action({ request, params }: ActionFunctionArgs): Promise<FormRenderResult> {
  firebase()
  const [form, session, formData] = await Promise.all([
    loadForm(params['formId']),
    getSession(),
    request.formData(),
  ])
  if (!session.user) {
    return { ok: false, errors: {}, formError: 'Please sign in to send your answers.' }
  }
  const parsed = buildAnswersSchema(form.questions).safeParse(
    readAnswers(formData, form.questions, answerPrefix),
  )
  if (!parsed.success) {
    return {
      ok: false,
      errors: answerErrorsOf(parsed.error),
      formError: 'Nothing was sent: please fix the marked answers.',
    }
  }
  const answers = parsed.data as AnswerValues
  if (!hasAnyAnswer(answers)) {
    return { ok: false, errors: {}, formError: 'Please answer at least one question.' }
  }
  try {
    const responseId = await formResponses.create({
      formId: form.id,
      formTitle: form.title,
      userId: session.user.uid,
      userEmail: session.user.email ?? '',
      questions: withAnswers(form.questions, answers),
    })
    return { ok: true, responseId }
  } catch (error) {
    console.error('form render: response not stored', {
      collection: 'formResponses',
      formId: form.id,
      code: (error as { code?: string } | null)?.code,
    })
    return { ok: false, errors: {}, formError: 'Sorry, your answers could not be sent. Please try again.' }
  }
}

export function FormRender({ data: loaded, result }: { data: FormRenderData; result?: FormRenderResult }) {
  const { form, signedIn } = loaded
  const navigation = useNavigation()
  const [resetCount, setResetCount] = useState(0)
  const [uploads, setUploads] = useState(0)
  const sending = navigation.state === 'submitting'
  // After a successful send the form starts empty again (a new key per stored response).
  const formKey = `${resetCount}-${result?.ok ? result.responseId : ''}`
  const errors = result && !result.ok ? result.errors : {}
  const redirectPath = `/form-render/${form.id}`
  return (
    <Box sx={{ py: 3, maxWidth: 760 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {form.title || 'Form'}
      </Typography>
      {form.description && <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{form.description}</Typography>}
      {!signedIn && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Please sign in to answer this form.{' '}
          <RouterLink to={`/login?redirectPath=${encodeURIComponent(redirectPath)}`}>Sign in</RouterLink>
        </Alert>
      )}
      {result?.ok && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Thank you, your answers were sent.
        </Alert>
      )}
      {form.questions.length === 0 ? (
        <Typography>This form has no questions yet.</Typography>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          aria-label={form.title || 'Form'}
          key={formKey}
        >
          <input type="hidden" name="formId" value={form.id} />
          <input type="hidden" name="formTitle" value={form.title} />
          <AnswerFields
            questions={form.questions}
            values={{}}
            errors={errors}
            onUploadingChange={(uploading) => setUploads((count) => count + (uploading ? 1 : -1))}
          />
          {result && !result.ok && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {result.formError}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {signedIn ? (
              <Button type="submit" variant="contained" disabled={sending || uploads > 0}>
                {sending ? 'Sending…' : 'Submit'}
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to={`/login?redirectPath=${encodeURIComponent(redirectPath)}`}
                variant="contained"
              >
                Sign in to submit
              </Button>
            )}
            <Button type="button" onClick={() => setResetCount((count) => count + 1)}>
              Reset
            </Button>
          </Stack>
        </Form>
      )}
    </Box>
  )
}

export function Component() {
  return (
    <FormRender
      data={useLoaderData() as FormRenderData}
      result={useActionData() as FormRenderResult | undefined}
    />
  )
}
