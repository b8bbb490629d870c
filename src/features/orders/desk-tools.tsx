import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState, type ComponentType, type RefAttributes } from 'react'
import type { FetcherFormProps } from 'react-router'
import { z } from 'zod/mini'
import type { FormResult, ResultOf } from '../../components/form-result.ts'
import { FormFeedback } from '../../components/page-form.tsx'
import { downloadCsv } from '../../lib/csv/download-csv.ts'
import { orders } from '../../lib/data/orders.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { getFulfilmentScheduleCallable } from '../../shared/callables.ts'
import { dateInZone } from '../../shared/fulfilment/calendar-dates.ts'
import { bulkActionLabels, bulkActions } from '../../shared/orders/bulk-order-change.ts'
import type { deskAction } from './desk-bulk-action.ts'
import { bulkIntent } from './desk-bulk-action.ts'
import { deskCsv } from './desk-csv.ts'
import { deskFilterSchema, deskQuery } from './desk-filters.ts'

// The desk's tools above the list: change the ticked orders together, and download the filtered orders as CSV.

/** The most orders one export holds; a wider export is asked for with narrower filters. */
export const exportLimit = 2000

type BulkResult = FormResult<ResultOf<typeof deskAction>>

export function DeskBulkBar({
  shownCount,
  selectedIds,
  onSelectAll,
  form,
  FetcherForm,
}: {
  shownCount: number
  selectedIds: readonly string[]
  onSelectAll: (on: boolean) => void
  form: BulkResult
  FetcherForm: ComponentType<FetcherFormProps & RefAttributes<HTMLFormElement>>
}) {
  const count = selectedIds.length
  const refused = form.result?.ok ? form.result.data.refused : []
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-labelledby="desk-bulk-heading">
      <Typography id="desk-bulk-heading" variant="subtitle1" component="h2">
        Change several orders
      </Typography>
      <FetcherForm method="post" aria-labelledby="desk-bulk-heading">
        <input type="hidden" name="intent" value={bulkIntent} />
        {selectedIds.map((id) => (
          <input key={id} type="hidden" name="orderIds" value={id} />
        ))}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={shownCount > 0 && count === shownCount}
                indeterminate={count > 0 && count < shownCount}
                onChange={(event) => onSelectAll(event.target.checked)}
              />
            }
            label="Select all shown"
          />
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {count === 1 ? '1 order selected' : `${count} orders selected`}
          </Typography>
          {bulkActions.map((action) => (
            <Button
              key={action}
              type="submit"
              name="bulkAction"
              value={action}
              variant="outlined"
              disabled={count === 0 || form.busy}
            >
              {bulkActionLabels[action]}
            </Button>
          ))}
        </Stack>
      </FetcherForm>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Each order takes the step its state allows: ready is ready for pickup, or out for delivery for
        delivery and chef-at-home orders. An order that needs another step first is left as it is and listed.
      </Typography>
      <FormFeedback form={form} fieldErrorsNotice="Please select at least one order." />
      {refused.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="desk-bulk-refused">
          <AlertTitle>Not changed</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {refused.map((order) => (
              <li key={order.orderId}>{order.reason}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Paper>
  )
}

/** Every order of the filters, read a page of `exportLimit` at most, as the desk sorts them. */
async function filteredOrders(values: Record<string, string>) {
  const parsed = z.safeParse(deskFilterSchema, values)
  const spec = parsed.success ? deskQuery(parsed.data) : null
  if (!spec) return []
  return orders.query({ ...spec, limit: exportLimit })
}

export function DeskExportButton({ values }: { values: Record<string, string> }) {
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({
    busy: false,
    problem: null,
  })
  const download = async () => {
    setState({ busy: true, problem: null })
    try {
      const [list, { schedule }] = await Promise.all([
        filteredOrders(values),
        callFunction(getFulfilmentScheduleCallable, {}).then(dataOrThrow),
      ])
      // Orders without a fulfilment (placed before the schedule) are dated in the business's zone too.
      const timeZone = schedule?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
      downloadCsv(deskCsv(list, timeZone), `orders-${dateInZone(Date.now(), timeZone)}.csv`)
      setState({
        busy: false,
        problem: list.length >= exportLimit ? `Only the first ${exportLimit} orders are in the file.` : null,
      })
    } catch (error) {
      console.error('orders desk: the export failed', { code: (error as { code?: string } | null)?.code })
      setState({ busy: false, problem: 'The orders could not be exported just now. Please try again.' })
    }
  }
  return (
    <Box>
      <Button variant="outlined" onClick={download} disabled={state.busy}>
        {state.busy ? 'Preparing…' : 'Download CSV'}
      </Button>
      {state.problem && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {state.problem}
        </Alert>
      )}
    </Box>
  )
}
