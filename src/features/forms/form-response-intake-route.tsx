import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { ResponsiveTable } from '../../components/responsive-table.tsx'
import { formResponses } from '../../lib/data/form-responses.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'

export const responsesPageSize = 25

export interface ResponseRow {
  id: string
  createdStamp?: number
  userEmail: string
  formTitle: string
}

export interface ResponseIntakeData {
  responses: ResponseRow[]
  after: string | null
  nextAfter: string | null
}

// Newest first, a page at a time (cursor = id of the last response shown).
export async function loader({ request }: LoaderFunctionArgs): Promise<ResponseIntakeData> {
  firebase()
  const after = new URL(request.url).searchParams.get('after') || null
  const records = await formResponses.query({
    orderBy: [['createdStamp', 'desc']],
    limit: responsesPageSize + 1,
    startAfterId: after ?? undefined,
  })
  const page = records.slice(0, responsesPageSize)
  return {
    responses: page.map(({ id, createdStamp, userEmail, formTitle }) => ({
      id,
      createdStamp,
      userEmail,
      formTitle,
    })),
    after,
    nextAfter: records.length > responsesPageSize ? (page.at(-1)?.id ?? null) : null,
  }
}

function viewLink(response: ResponseRow) {
  return (
    <Link
      component={RouterLink}
      to={`/single-response/${response.id}`}
      aria-label={`View response to ${response.formTitle} from ${response.userEmail || 'unknown'}`}
    >
      View
    </Link>
  )
}

export function ResponseIntake({ data }: { data: ResponseIntakeData }) {
  const labelId = useId()
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Form Intake
      </Typography>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        Form responses, newest first
      </Typography>
      {data.responses.length === 0 ? (
        <Typography>No responses yet.</Typography>
      ) : (
        <ResponsiveTable
          rows={data.responses}
          labelId={labelId}
          columns={[
            { header: 'Date', cell: (response) => formatStamp(response.createdStamp) },
            { header: 'User e-mail', cell: (response) => response.userEmail || '—', breakAll: true },
            { header: 'Form', cell: (response) => response.formTitle },
            { header: 'Response', cell: viewLink },
          ]}
          entry={(response) => (
            <>
              <Typography sx={{ fontWeight: 500 }}>{response.formTitle || '(untitled form)'}</Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {response.userEmail || '—'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatStamp(response.createdStamp)}
              </Typography>
              {viewLink(response)}
            </>
          )}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {data.after && (
          <Button component={RouterLink} to="/form-response-intake">
            Newest
          </Button>
        )}
        {data.nextAfter && (
          <Button
            component={RouterLink}
            to={`/form-response-intake?after=${encodeURIComponent(data.nextAfter)}`}
          >
            Older
          </Button>
        )}
      </Stack>
    </Box>
  )
}

export function Component() {
  return <ResponseIntake data={useLoaderData<typeof loader>()} />
}
