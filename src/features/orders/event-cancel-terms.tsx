import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatCents } from '../../shared/money.ts'
import type { EventCancellation } from '../../shared/orders/event-cancellation.ts'
import { Fact, FactGrid } from './facts.tsx'

// An event's cancellation in figures and its terms in words, as the server worked them out
// (customerCancelTermsCallable): the customer reads it before confirming, staff before refunding.

const when = (daysBefore: number) =>
  daysBefore === 0
    ? 'on the day of the event'
    : daysBefore === 1
      ? '1 day before the event'
      : `${daysBefore} days before the event`

/**
 * What goes back, what is kept (the deposit and the rest the terms keep) and the balance no longer charged; for the
 * customer cancelling now, or for staff (of today, or of the day it was cancelled, less what was refunded since).
 */
export function EventCancelFigures({
  event,
  now,
  staff = false,
}: {
  event: EventCancellation
  now: boolean
  staff?: boolean
}) {
  const keptBeyondDeposit = event.keptCents - event.depositKeptCents
  return (
    <Box data-testid="event-cancel-figures" sx={{ my: 1 }}>
      <Typography>
        {now ? 'Cancelling now' : 'Cancelled'}: {when(event.daysBefore)}
        {event.refundPercent > 0 ? ` (${event.refundPercent}% back)` : ' (nothing back)'}.
      </Typography>
      <FactGrid sx={{ my: 0.5, rowGap: 0.5 }}>
        <Fact term={staff ? 'To refund' : 'Back to your card'} sx={{ fontWeight: 700 }} testId="event-refund">
          {formatCents(event.refundCents)}
        </Fact>
        {event.depositKeptCents > 0 && (
          <Fact term="Deposit kept" testId="event-deposit-kept">
            {formatCents(event.depositKeptCents)}
          </Fact>
        )}
        {keptBeyondDeposit > 0 && (
          <Fact term={event.depositKeptCents > 0 ? 'Also kept' : 'Kept'}>
            {formatCents(keptBeyondDeposit)}
          </Fact>
        )}
        {event.balanceStoppedCents > 0 && (
          <Fact term="Balance not charged">{formatCents(event.balanceStoppedCents)}</Fact>
        )}
      </FactGrid>
    </Box>
  )
}

/** The bands in words and the terms as the customer accepted them. */
export function EventCancelTermsText({ event }: { event: EventCancellation }) {
  return (
    <Box data-testid="event-cancel-terms">
      <Typography variant="subtitle2" component="p">
        The event&apos;s cancellation terms
      </Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {event.bandLines.map((line) => (
          <Typography component="li" variant="body2" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
      {event.summary && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {event.summary}
        </Typography>
      )}
    </Box>
  )
}
