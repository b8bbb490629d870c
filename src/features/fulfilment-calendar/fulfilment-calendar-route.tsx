import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Link as RouterLink, useLoaderData } from 'react-router'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import { FormDialog } from '../../components/form-dialog.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useFetcherForm } from '../../components/form-result.ts'
import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { ResponsiveTable } from '../../components/responsive-table.tsx'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { fulfilmentCalendarCallable, type CalendarDay } from '../../shared/callables.ts'
import {
  addDays,
  formatCalendarDate,
  formatWallClock,
  isCalendarDate,
  zoneNameAt,
} from '../../shared/fulfilment/calendar-dates.ts'
import { formatGuests } from '../../shared/fulfilment/describe-fulfilment.ts'
import { fulfilmentMethodLabels } from '../../shared/schemas/fulfilment-schedule.ts'
import { calendarAction } from './calendar-actions.ts'

// /fulfilment-calendar (admins): the coming dates with their orders and the places left per slot; close a date
// or a slot (a sick day) and move an order to another date or time. The server counts and checks everything.

const pageDays = 14

export async function loader({ request }: LoaderFunctionArgs) {
  const from = new URL(request.url).searchParams.get('from')
  const input = from && isCalendarDate(from) ? { from, days: pageDays } : { days: pageDays }
  return dataOrThrow(await callFunction(fulfilmentCalendarCallable, input))
}

export async function action({ request }: ActionFunctionArgs) {
  return calendarAction(await request.formData())
}

type Calendar = Awaited<ReturnType<typeof loader>>
type SlotRow = CalendarDay['slots'][number]
type OrderRow = CalendarDay['orders'][number]

function slotTimes(slot: Pick<SlotRow, 'start' | 'end'>): string {
  return `${formatWallClock(slot.start)} – ${formatWallClock(slot.end)}`
}

/** Close or reopen a whole date (no slotId) or one of its slots. */
function ClosureButton({
  date,
  slotId,
  closed,
  label,
}: {
  date: string
  slotId?: string
  closed: boolean
  label: string
}) {
  const { fetcher, form } = useFetcherForm<typeof action>()
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={closed ? 'reopen' : 'close'} />
      <input type="hidden" name="date" value={date} />
      {slotId && <input type="hidden" name="slotId" value={slotId} />}
      <SubmitButton
        label={closed ? `Reopen ${label}` : `Close ${label}`}
        busyLabel="Saving…"
        form={form}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <FormFeedback form={form} sx={{ mt: 1 }} />
    </fetcher.Form>
  )
}

/** The times of `day` an order can move to: open, with places left, and not the order's own. */
function moveChoices(day: CalendarDay, order: { date: string; slotId: string }): SlotRow[] {
  if (day.closed || day.blackout) return []
  return day.slots.filter(
    (slot) => !slot.closed && slot.left > 0 && !(day.date === order.date && slot.id === order.slotId),
  )
}

function MoveOrderDialog({
  order,
  days,
  timeZone,
  onClose,
}: {
  order: OrderRow & { date: string }
  days: CalendarDay[]
  timeZone: string
  onClose: () => void
}) {
  const { fetcher, form } = useFetcherForm<typeof action>()
  // Only dates of this page with a time to move to are offered, and only the chosen date's open times.
  const dates = days.filter((day) => moveChoices(day, order).length > 0)
  const first = dates.some((day) => day.date === order.date) ? order.date : (dates[0]?.date ?? '')
  const [date, setDate] = useState(() => form.valueOf('date', first))
  const chosen = dates.find((day) => day.date === date)
  const slots = chosen ? moveChoices(chosen, order) : []
  const current = days.find((day) => day.date === order.date)?.slots.find((slot) => slot.id === order.slotId)
  return (
    <FormDialog
      title={`Move ${order.name}'s order`}
      fetcher={fetcher}
      form={form}
      submitLabel="Move order"
      busyLabel="Moving…"
      done={form.result?.ok === true}
      onClose={onClose}
      maxWidth="xs"
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="orderId" value={order.id} />
      <Typography variant="body2" sx={{ mb: 1 }}>
        Now {formatCalendarDate(order.date)}
        {current ? `, ${slotTimes(current)}` : ''}. Times are in {timeZone.replaceAll('_', ' ')}. The new date
        and time are checked like a new order, and the customer gets a mail.
      </Typography>
      {form.result?.ok !== true &&
        (dates.length === 0 ? (
          <Typography role="status">No date on this page has a time with places left.</Typography>
        ) : (
          <>
            <FormField
              label="New date"
              {...form.field('date', date)}
              options={dates.map((day) => ({ value: day.date, label: formatCalendarDate(day.date) }))}
              onValueChange={setDate}
            />
            <FormField
              key={date}
              label="New time"
              {...form.field('slotId', slots[0]?.id)}
              options={slots.map((slot) => ({
                value: slot.id,
                label: `${slotTimes(slot)} (${slot.left} ${slot.left === 1 ? 'place' : 'places'} left)`,
              }))}
            />
          </>
        ))}
      <FormFeedback form={form} />
    </FormDialog>
  )
}

function DayCard({ day, timeZone, days }: { day: CalendarDay; timeZone: string; days: CalendarDay[] }) {
  const [moving, setMoving] = useState<OrderRow | null>(null)
  const headingId = useId()
  const slotsLabelId = useId()
  const heading = formatCalendarDate(day.date)
  const slotsById = new Map(day.slots.map((slot) => [slot.id, slot]))
  const zone = day.slots[0] ? zoneNameAt(day.date, day.slots[0].start, timeZone) : ''
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        {day.blackout && <Chip label="Blackout date" color="default" />}
        {day.closed && !day.blackout && <Chip label="Closed" color="warning" />}
        {!day.blackout && day.slots.length > 0 && (
          <ClosureButton date={day.date} closed={day.closed} label="date" />
        )}
      </Stack>
      {day.slots.length === 0 ? (
        <Typography color="text.secondary">No service on this weekday.</Typography>
      ) : (
        <>
          <Typography id={slotsLabelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Times on {heading} ({zone})
          </Typography>
          <ResponsiveTable
            rows={day.slots}
            labelId={slotsLabelId}
            columns={[
              { header: 'Time', cell: (slot) => slotTimes(slot) },
              { header: 'Booked', cell: (slot) => `${slot.held} of ${slot.capacity}` },
              { header: 'Left', cell: (slot) => (slot.closed ? 'Closed' : String(slot.left)) },
              {
                header: 'Change',
                cell: (slot) => (
                  <ClosureButton
                    date={day.date}
                    slotId={slot.id}
                    closed={slot.closed}
                    label={slotTimes(slot)}
                  />
                ),
              },
            ]}
            entry={(slot) => (
              <Stack spacing={0.5}>
                <Typography sx={{ fontWeight: 500 }}>{slotTimes(slot)}</Typography>
                <Typography variant="body2">
                  {slot.held} of {slot.capacity} booked · {slot.closed ? 'closed' : `${slot.left} left`}
                </Typography>
                <ClosureButton
                  date={day.date}
                  slotId={slot.id}
                  closed={slot.closed}
                  label={slotTimes(slot)}
                />
              </Stack>
            )}
          />
        </>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Orders ({day.orders.length})
      </Typography>
      {day.orders.length === 0 ? (
        <Typography color="text.secondary">No orders yet.</Typography>
      ) : (
        <List dense disablePadding>
          {day.orders.map((order) => {
            const slot = slotsById.get(order.slotId)
            return (
              <ListItem
                key={order.id}
                disableGutters
                sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 220 }}>
                  <Typography sx={{ fontWeight: 500 }}>
                    {order.name} · {fulfilmentMethodLabels[order.method]}
                    {slot ? ` · ${slotTimes(slot)}` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {order.email}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      order.guests !== undefined ? formatGuests(order.guests) : null,
                      order.totalDisplay,
                      order.paid ? 'paid' : 'awaiting payment',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                <Link
                  component={RouterLink}
                  to={`/order-status/${encodeURIComponent(order.id)}`}
                  aria-label={`Open order of ${order.name}`}
                >
                  Open order
                </Link>
                <Button
                  size="small"
                  aria-label={`Move the order of ${order.name}`}
                  onClick={() => setMoving(order)}
                >
                  Move
                </Button>
              </ListItem>
            )
          })}
        </List>
      )}
      {moving && (
        <MoveOrderDialog
          order={{ ...moving, date: day.date }}
          days={days}
          timeZone={timeZone}
          onClose={() => setMoving(null)}
        />
      )}
    </Paper>
  )
}

export function FulfilmentCalendar({ calendar }: { calendar: Calendar }) {
  if (!calendar.configured) {
    return (
      <Box sx={{ py: 3 }}>
        <PageHeadingRow title="Fulfilment Calendar" />
        <Alert severity="info">
          The business has no fulfilment schedule yet, so orders carry no date. Set one up on{' '}
          <Link component={RouterLink} to="/business-schedule">
            Business Schedule
          </Link>
          .
        </Alert>
      </Box>
    )
  }
  const earlier = addDays(calendar.from, -pageDays)
  const later = addDays(calendar.from, pageDays)
  return (
    <Box sx={{ py: 3 }}>
      <PageHeadingRow title="Fulfilment Calendar">
        <Stack direction="row" spacing={1} component="nav" aria-label="Calendar pages">
          <Button component={RouterLink} to={`/fulfilment-calendar?from=${earlier}`}>
            Earlier
          </Button>
          <Button component={RouterLink} to="/fulfilment-calendar">
            Today
          </Button>
          <Button component={RouterLink} to={`/fulfilment-calendar?from=${later}`}>
            Later
          </Button>
        </Stack>
      </PageHeadingRow>
      <Typography sx={{ mb: 2 }}>
        {formatCalendarDate(calendar.from)} to {formatCalendarDate(addDays(calendar.from, pageDays - 1))}.
        Times are in the business time zone, {calendar.timeZone.replaceAll('_', ' ')}.
      </Typography>
      <Stack spacing={2}>
        {calendar.days.map((day) => (
          <DayCard key={day.date} day={day} timeZone={calendar.timeZone} days={calendar.days} />
        ))}
      </Stack>
    </Box>
  )
}

export function Component() {
  return <FulfilmentCalendar calendar={useLoaderData<typeof loader>()} />
}
