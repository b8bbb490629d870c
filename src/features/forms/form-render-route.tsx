import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import {
  Form,
  Link as RouterLink,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import { FormActions, SubmitButton } from '../../components/page-form.tsx'
import { parseAnswers, type AnswerErrors } from '../../components/questions/question-values.ts'
import { useUploadCount } from '../../components/use-upload-count.ts'
import { formResponses } from '../../lib/data/form-responses.ts'
import { firebase } from '../../lib/firebase.ts'
import { loadForm } from '../../lib/forms/load-form.ts'
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

export async function loader({ params }: LoaderFunctionArgs): Promise<FormRenderData> {
  firebase()
  const [form, session] = await Promise.all([loadForm(params['formId']), getSession()])
  return { form, signedIn: session.user !== null }
}

/**
 * Stores one formResponses document {formId, formTitle, userId, userEmail, questions with answers}. Only signed-in
 * users answer (docs/decisions/0038): the id and e-mail come from the session and the form from the database, never
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
  const read = parseAnswers(formData, form.questions, answerPrefix)
  if (!read.ok) {
    return { ok: false, errors: read.errors, formError: 'Nothing was sent: please fix the marked answers.' }
  }
  const { answers } = read
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
  const [resetCount, setResetCount] = useState(0)
  const uploads = useUploadCount()
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
            onUploadingChange={uploads.onUploadingChange}
          />
          {result && !result.ok && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {result.formError}
            </Alert>
          )}
          <FormActions onReset={() => setResetCount((count) => count + 1)}>
            {signedIn ? (
              <SubmitButton label="Submit" busyLabel="Sending…" uploading={uploads.uploading} />
            ) : (
              <Button
                component={RouterLink}
                to={`/login?redirectPath=${encodeURIComponent(redirectPath)}`}
                variant="contained"
              >
                Sign in to submit
              </Button>
            )}
          </FormActions>
        </Form>
      )}
    </Box>
  )
}

export function Component() {
  return (
    <FormRender
      data={useLoaderData<typeof loader>()}
      result={useActionData() as FormRenderResult | undefined}
    />
  )
}
