import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLoaderData } from 'react-router'
import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table.tsx'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { listPromotionCodesCallable, type PromotionCodeRow } from '../../shared/callables.ts'
import { promotionDates } from '../../shared/orders/promotion-dates.ts'
import { promotionFacts } from './promotion-text.ts'

// /promotion-codes (admins): every code with its discount, days, limits and how often it was used: redeemed by
// paid orders, held by unpaid ones. Codes are saved through the editor; customers never read this list.

export async function loader() {
  return dataOrThrow(await callFunction(listPromotionCodesCallable, {}))
}

type Row = PromotionCodeRow & { facts: ReturnType<typeof promotionFacts> }

const editLink = (row: Row) => (
  <PageLink to={`/promotion-code/${encodeURIComponent(row.id)}`}>{row.id}</PageLink>
)

const status = (row: Row) => (
  <Chip
    size="small"
    label={row.active ? 'Active' : 'Inactive'}
    color={row.active ? 'success' : 'default'}
    variant="outlined"
  />
)

const used = (row: Row) => `${row.redeemed} redeemed · ${row.held} held`

const columns: ResponsiveColumn<Row>[] = [
  { header: 'Code', cell: editLink },
  { header: 'Discount', cell: (row) => row.facts.discount },
  { header: 'Valid', cell: (row) => row.facts.validity },
  { header: 'Limits', cell: (row) => row.facts.limits },
  { header: 'Status', cell: status },
  { header: 'Used', cell: used },
]

export function Component() {
  const { timeZone, codes } = useLoaderData<typeof loader>()
  const rows: Row[] = codes.map((code) => ({
    ...code,
    facts: promotionFacts(code, promotionDates(code, timeZone)),
  }))
  return (
    <Box sx={{ py: 3 }}>
      <PageHeadingRow title="Promotion Codes" />
      <Typography sx={{ mb: 2 }}>
        Codes customers type at order review. Days are counted in the business time zone (
        {timeZone.replaceAll('_', ' ')}). Redeemed counts paid orders; held counts unpaid orders that keep a
        use of the code until they are paid, cancelled or expire.
      </Typography>
      <Button component={RouterLink} to="/promotion-code" variant="contained" sx={{ mb: 2 }}>
        New promotion code
      </Button>
      <Typography id="promotion-codes-heading" variant="h6" component="h2" gutterBottom>
        {codes.length === 0 ? 'No codes yet' : `${codes.length} code${codes.length === 1 ? '' : 's'}`}
      </Typography>
      {codes.length > 0 && (
        <ResponsiveTable
          rows={rows}
          labelId="promotion-codes-heading"
          columns={columns}
          entry={(row) => (
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{editLink(row)}</Typography>
                {status(row)}
              </Stack>
              <Typography>{row.facts.discount}</Typography>
              <Typography variant="body2">{row.facts.validity}</Typography>
              <Typography variant="body2">{row.facts.limits}</Typography>
              <Typography variant="body2">{used(row)}</Typography>
            </Stack>
          )}
        />
      )}
    </Box>
  )
}
