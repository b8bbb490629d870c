import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  Form,
  Link as RouterLink,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router'
import { useFormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { RepairedFieldsNotice } from '../../components/unreadable-notice.tsx'
import { repairPatch } from '../../lib/data/collection.ts'
import { formResponses } from '../../lib/data/form-responses.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { failed, succeeded, type ActionResult } from '../../shared/action-result.ts'
import type { FormResponse } from '../../shared/schemas/form-response.ts'
import { AnswerList } from './answer-view.tsx'
import { notFound } from '../../lib/not-found.ts'

// Read leniently: a response whose stored answers do not fit opens here (the intake list links to it), shows what
// could be read, and saves a corrected version.
async function load(id: string | undefined) {
  // The id is optional in the route catalog: without one there is nothing to show but the list.
  if (!id) throw redirect('/form-response-intake')
  const read = await formResponses.getLenient(id)
  if (!read) throw notFound(`There is no form response with id "${id}".`)
  return read
}

export async function loader({
  params,
}: LoaderFunctionArgs): Promise<{ response: FormResponse; repaired: string[] }> {
  firebase()
  const { record, repaired } = await load(params['responseId'])
  return { response: record, repaired }
}

export async function action({ params }: ActionFunctionArgs): Promise<ActionResult> {
  firebase()
  const read = await load(params['responseId'])
  if (read.repaired.length === 0) return succeeded(undefined, 'Nothing needed correcting.')
  try {
    await formResponses.update(read.record.id, repairPatch(read))
  } catch (error) {
    const code = (error as { code?: string } | null)?.code
    console.error('form response: saving the corrected version failed', {
      collection: 'formResponses',
      id: read.record.id,
      code,
    })
    return failed({ formError: 'The corrected version could not be saved. Please try again.' }, {})
  }
  return succeeded(undefined, 'Saved a corrected version.')
}

export function SingleResponse({ response, repaired }: { response: FormResponse; repaired: string[] }) {
  const form = useFormResult<typeof action>()
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {response.formTitle || 'Form response'}
      </Typography>
      <Typography variant="body2">From {response.userEmail || '(no e-mail)'}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Sent {formatStamp(response.createdStamp)}
        {response.updateStamp !== undefined && ` · edited ${formatStamp(response.updateStamp)}`}
      </Typography>
      <FormFeedback form={form} sx={{ my: 2 }} />
      {repaired.length > 0 && (
        <Form method="post">
          <RepairedFieldsNotice fields={repaired} />
          <SubmitButton label="Save corrected version" busyLabel="Saving…" sx={{ mb: 2 }} />
        </Form>
      )}
      <AnswerList questions={response.questions} />
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/edit-content/${response.id}`} variant="outlined">
          Edit answers
        </Button>
        {(response.userId || response.userEmail) && (
          // A sign-up is often where a quote starts: the builder opens with this person filled in.
          <Button
            component={RouterLink}
            to={`/quote-builder?${new URLSearchParams({ response: response.id })}`}
            variant="outlined"
          >
            Build a quote
          </Button>
        )}
        <PageLink to="/form-response-intake">All responses</PageLink>
      </Stack>
    </Box>
  )
}

export function Component() {
  const { response, repaired } = useLoaderData<typeof loader>()
  return <SingleResponse response={response} repaired={repaired} />
}
