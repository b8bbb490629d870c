import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { reorder, reorderSummary, type ReorderLine, type ReorderOutcome } from '../../lib/cart/reorder.ts'
import { PageLink } from '../page-link.tsx'

/** Reorder under an order of the customer's (orders page, dashboard): puts its packages back in the cart. */
export function ReorderButton({ label, lines }: { label: string; lines: readonly ReorderLine[] }) {
  const [state, setState] = useState<{ busy: boolean; outcome?: ReorderOutcome; failed?: boolean }>({
    busy: false,
  })
  const run = async () => {
    setState({ busy: true })
    try {
      setState({ busy: false, outcome: await reorder(lines) })
    } catch (error) {
      console.error('reorder: reading the packages failed', {
        code: (error as { code?: string } | null)?.code,
      })
      setState({ busy: false, failed: true })
    }
  }
  const summary = state.outcome ? reorderSummary(state.outcome) : {}
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void run()}
        disabled={state.busy || lines.length === 0}
        aria-label={`Reorder order ${label}`}
      >
        {state.busy ? 'Adding…' : 'Reorder'}
      </Button>
      {state.failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          The packages could not be read just now. Please try again.
        </Alert>
      )}
      {summary.added && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {summary.added} <PageLink to="/order-review">Go to the cart</PageLink>
        </Alert>
      )}
      {summary.unavailable && (
        <Alert severity="warning" role="status" sx={{ mt: 1 }}>
          {summary.unavailable}
        </Alert>
      )}
    </Box>
  )
}
