import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { PageLink } from './page-link.tsx'

/** "1 record could not be read", "3 records could not be read". */
export function unreadableSummary(count: number): string {
  return `${count} ${count === 1 ? 'record' : 'records'} could not be read`
}

/**
 * Under a back-office list: the documents the data layer left out because what is stored in them does not fit
 * (docs/decisions/0062-lists-leave-unreadable-records-out.md), each with a link to the page that opens it leniently
 * and saves a corrected version. Nothing when every record was read.
 */
export function UnreadableNotice({
  records,
  repairPath,
}: {
  records: readonly { id: string }[]
  /** The page that opens one record for correction. */
  repairPath: (id: string) => string
}) {
  if (records.length === 0) return null
  return (
    <Alert severity="warning" sx={{ my: 2 }} role="status">
      <strong>{unreadableSummary(records.length)}</strong>, so {records.length === 1 ? 'it is' : 'they are'}{' '}
      left out of this list. Open {records.length === 1 ? 'it' : 'each one'} to see what is stored and save a
      corrected version:
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
        {records.map((record) => (
          <li key={record.id}>
            <PageLink to={repairPath(record.id)} sx={{ wordBreak: 'break-all' }}>
              Open and correct record {record.id}
            </PageLink>
          </li>
        ))}
      </Box>
    </Alert>
  )
}

/** On a record opened leniently: which stored fields did not fit and what saving does about them. */
export function RepairedFieldsNotice({ fields }: { fields: readonly string[] }) {
  if (fields.length === 0) return null
  return (
    <Alert severity="warning" sx={{ my: 2 }} role="status">
      Some stored values of this record could not be read and are shown empty or with their defaults:{' '}
      <strong>{fields.join(', ')}</strong>. Saving writes a corrected version.
    </Alert>
  )
}
