import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { data, Link as RouterLink, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { formResponses } from '../../lib/data/form-responses.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import type { FormResponse } from '../../shared/schemas/form-response.ts'
import { AnswerList } from './answer-view.tsx'

export async function loader({ params }: LoaderFunctionArgs): Promise<{ response: FormResponse }> {
  firebase()
  const id = params['responseId']
  // The id is optional in the route catalog: without one there is nothing to show but the list.
  if (!id) throw redirect('/form-response-intake')
  const response = await formResponses.get(id)
  if (!response)
    throw data(`There is no form response with id "${id}".`, { status: 404, statusText: 'Not Found' })
  return { response }
}

export function SingleResponse({ response }: { response: FormResponse }) {
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
      <AnswerList questions={response.questions} />
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/edit-content/${response.id}`} variant="outlined">
          Edit answers
        </Button>
        <Link component={RouterLink} to="/form-response-intake">
          All responses
        </Link>
      </Stack>
    </Box>
  )
}

export function Component() {
  const { response } = useLoaderData<typeof loader>()
  return <SingleResponse response={response} />
}
