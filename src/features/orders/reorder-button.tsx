import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { formatPrice } from '../../shared/money.ts'
import { reorder, type ReorderLine, type ReorderOutcome } from './reorder.ts'

/** What Reorder says: what went into the cart at which price today, and what can no longer be had. */
export function reorderSummary({ added, unavailable }: ReorderOutcome): {
  added?: string
  unavailable?: string
} {
  return {
    ...(added.length > 0 && {
      added: `Added to your cart at today's prices: ${added
        .map(({ title, price }) => `${title} (${formatPrice(price)})`)
        .join(', ')}.`,
    }),
    ...(unavailable.length > 0 && { unavailable: `No longer available: ${unavailable.join(', ')}.` }),
  }
}

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
          {summary.added}{' '}
          <Link component={RouterLink} to="/order-review">
            Go to the cart
          </Link>
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
