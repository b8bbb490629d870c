import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import {
  Form,
  Link as RouterLink,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router'
import { useFormResult, useResettableForm } from '../../components/form-result.ts'
import { FormActions, FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { parseAnswers } from '../../components/questions/question-values.ts'
import { useUploadCount } from '../../components/use-upload-count.ts'
import { formResponses } from '../../lib/data/form-responses.ts'
import { firebase } from '../../lib/firebase.ts'
import { loadForm } from '../../lib/forms/load-form.ts'
import { optionalUser } from '../../lib/route-user.ts'
import { failed, submittedValues, succeeded, type ActionResult } from '../../shared/action-result.ts'
import type { Form as FormRecord } from '../../shared/schemas/form.ts'
import { AnswerFields, answerPrefix } from './answer-form.tsx'
import { hasAnyAnswer, withAnswers } from './response-questions.ts'

export interface FormRenderData {
  form: FormRecord
  signedIn: boolean
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<FormRenderData> {
  firebase()
  const [form, user] = await Promise.all([loadForm(params['formId']), optionalUser(context)])
  return { form, signedIn: user !== null }
}

/**
 * Stores one formResponses document {formId, formTitle, userId, userEmail, questions with answers}. Only signed-in
 * users answer (docs/decisions/0038): the id and e-mail come from the session and the form from the database, never
 * from hidden inputs, and firestore.rules check the same.
 */
export async function action({
  request,
  params,
  context,
}: ActionFunctionArgs): Promise<ActionResult<{ responseId: string }>> {
  firebase()
  const [form, user, formData] = await Promise.all([
    loadForm(params['formId']),
    optionalUser(context),
    request.formData(),
  ])
  if (!user) {
    return failed({ formError: 'Please sign in to send your answers.' }, submittedValues(formData))
  }
  const read = parseAnswers(formData, form.questions, answerPrefix)
  if (!read.ok) {
    const formError = 'Nothing was sent: please fix the marked answers.'
    return failed({ fieldErrors: read.errors, formError }, submittedValues(formData))
  }
  const { answers } = read
  if (!hasAnyAnswer(answers)) {
    return failed({ formError: 'Please answer at least one question.' }, submittedValues(formData))
  }
  try {
    const responseId = await formResponses.create({
      formId: form.id,
      formTitle: form.title,
      userId: user.uid,
      userEmail: user.email ?? '',
      questions: withAnswers(form.questions, answers),
    })
    return succeeded({ responseId }, 'Thank you, your answers were sent.')
  } catch (error) {
    console.error('form render: response not stored', {
      collection: 'formResponses',
      formId: form.id,
      code: (error as { code?: string } | null)?.code,
    })
    const formError = 'Sorry, your answers could not be sent. Please try again.'
    return failed({ formError }, submittedValues(formData))
  }
}

export function FormRender({ data: loaded }: { data: FormRenderData }) {
  const { form, signedIn } = loaded
  const { form: result, resetKey, reset } = useResettableForm(useFormResult<typeof action>())
  const uploads = useUploadCount()
  const sent = result.result?.ok === true
  // After a successful send the form starts empty again (a new key per stored response).
  const formKey = `${resetKey}-${result.result?.ok ? result.result.data.responseId : ''}`
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
      {sent && <FormFeedback form={result} sx={{ mb: 2 }} />}
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
            errors={result.fieldErrors}
            onUploadingChange={uploads.onUploadingChange}
          />
          {!sent && <FormFeedback form={result} />}
          <FormActions onReset={reset}>
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
  return <FormRender data={useLoaderData<typeof loader>()} />
}
