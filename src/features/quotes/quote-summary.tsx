import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { OrderFulfilmentSummary } from '../../components/order-fulfilment-summary.tsx'
import { TitledSection } from '../../components/titled-section.tsx'
import { formatCalendarDateInFull } from '../../shared/fulfilment/calendar-dates.ts'
import { formatCents, formatPrice } from '../../shared/money.ts'
import { lineDetails } from '../../shared/orders/package-pricing.ts'
import type { QuoteVersion } from '../../shared/schemas/quote.ts'

// One version of a quote as the customer reads it (and staff see it under the builder): the event, the packages
// with their options, the chef's own lines, what it all comes to, the deposit and the balance with its due date,
// and the cancellation terms. Narrow first: every row wraps, amounts stay on the right.

const lineKindLabels = { staff: 'Staff', rental: 'Rental', travel: 'Travel', other: 'Other' } as const

function AmountRow({
  label,
  detail,
  amount,
  strong = false,
}: {
  label: ReactNode
  detail?: string
  amount: string
  strong?: boolean
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: strong ? 700 : undefined, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </Box>
      <Typography sx={{ fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>{amount}</Typography>
    </Stack>
  )
}

export function QuoteSummary({ version, idPrefix = 'quote' }: { version: QuoteVersion; idPrefix?: string }) {
  const { totals } = version
  const terms = version.cancellationTerms
  return (
    <Stack spacing={3} data-testid="quote-summary">
      <TitledSection headingId={`${idPrefix}-event`} title="The event">
        <Typography sx={{ mb: 1 }}>
          {version.title} · {version.guests} guests
        </Typography>
        <OrderFulfilmentSummary fulfilment={version.fulfilment} />
        {version.timeline.length > 0 && (
          <Box component="ul" sx={{ pl: 2.5, my: 1 }} aria-label="Timeline">
            {version.timeline.map((step) => (
              <li key={`${step.time}-${step.label}`}>
                <Typography>
                  {step.time} {step.label}
                </Typography>
              </li>
            ))}
          </Box>
        )}
        {version.accessNotes && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            Access: {version.accessNotes}
          </Typography>
        )}
      </TitledSection>
      <TitledSection headingId={`${idPrefix}-price`} title="The price">
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          {version.lines.map((line) => (
            <AmountRow
              key={`${line.chefPackageId}-${lineDetails(line)}`}
              label={line.quantity > 1 ? `${line.title} × ${line.quantity}` : line.title}
              detail={lineDetails(line)}
              amount={formatPrice(line.price * line.quantity)}
            />
          ))}
          {version.customLines.map((line) => (
            <AmountRow
              key={`${line.kind}-${line.label}`}
              label={line.label}
              detail={`${lineKindLabels[line.kind]} · ${line.quantity} × ${formatCents(line.unitCents)}`}
              amount={formatCents(line.unitCents * line.quantity)}
            />
          ))}
          {totals.serviceChargeCents > 0 && (
            <AmountRow
              label={`Service charge (${version.serviceChargePercent} %)`}
              amount={formatCents(totals.serviceChargeCents)}
            />
          )}
          <AmountRow label="Tax" amount={formatCents(totals.taxCents)} />
          {totals.deliveryFeeCents > 0 && (
            <AmountRow label="Delivery" amount={formatCents(totals.deliveryFeeCents)} />
          )}
          <AmountRow label="Total" amount={formatCents(totals.totalCents)} strong />
          <AmountRow label="Deposit, paid when you accept" amount={formatCents(totals.depositCents)} strong />
          <AmountRow
            label="Balance"
            detail={`Charged to the saved card on ${formatCalendarDateInFull(version.balanceDueDate)}`}
            amount={formatCents(totals.balanceCents)}
          />
        </Stack>
      </TitledSection>
      <TitledSection headingId={`${idPrefix}-terms`} title="Cancellation terms">
        {terms.summary && <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{terms.summary}</Typography>}
        <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
          {terms.bands.map((band) => (
            <li key={band.daysBefore}>
              <Typography>
                Cancelled at least {band.daysBefore} days before: {band.refundPercent} % of the balance paid
                back.
              </Typography>
            </li>
          ))}
          <li>
            <Typography>
              {terms.bands.length > 0
                ? 'Cancelled later: nothing is paid back.'
                : 'Nothing is paid back on cancellation.'}
            </Typography>
          </li>
          <li>
            <Typography>
              {terms.depositRefundable
                ? 'The deposit is paid back on the same terms.'
                : 'The deposit is not paid back.'}
            </Typography>
          </li>
        </Box>
      </TitledSection>
    </Stack>
  )
}
