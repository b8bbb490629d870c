import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { ResponsiveTable } from '../../components/responsive-table.tsx'
import { UnreadableNotice } from '../../components/unreadable-notice.tsx'
import { formResponses } from '../../lib/data/form-responses.ts'
import { pageOf } from '../../lib/data/list-or-problem.ts'
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
  /** Responses on this page that could not be read (left out of the table). */
  unreadable: { id: string }[]
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
  const page = pageOf(records, responsesPageSize)
  return {
    responses: page.items.map(({ id, createdStamp, userEmail, formTitle }) => ({
      id,
      createdStamp,
      userEmail,
      formTitle,
    })),
    unreadable: page.unreadable.map(({ id }) => ({ id })),
    after,
    nextAfter: page.nextAfter,
  }
}

const responseLink = (id: string) => `/single-response/${encodeURIComponent(id)}`

function viewLink(response: ResponseRow) {
  return (
    <PageLink
      to={responseLink(response.id)}
      aria-label={`View response to ${response.formTitle} from ${response.userEmail || 'unknown'}`}
    >
      View
    </PageLink>
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
      <UnreadableNotice records={data.unreadable} repairPath={responseLink} />
      {data.responses.length === 0 ? (
        <Typography>
          {data.unreadable.length === 0 ? 'No responses yet.' : 'No other responses on this page.'}
        </Typography>
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
