import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Link as RouterLink, useLoaderData } from 'react-router'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { FormDialog } from '../../components/form-dialog.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useFetcherForm } from '../../components/form-result.ts'
import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { ResponsiveTable } from '../../components/responsive-table.tsx'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { fulfilmentCalendarCallable, type CalendarDay } from '../../shared/callables.ts'
import {
  addDays,
  formatCalendarDate,
  formatCalendarDateInFull,
  formatWallClock,
  isCalendarDate,
  zoneNameAt,
} from '../../shared/fulfilment/calendar-dates.ts'
import { formatGuests } from '../../shared/fulfilment/describe-fulfilment.ts'
import { fulfilmentMethodLabels } from '../../shared/schemas/fulfilment-schedule.ts'
import { calendarAction } from './calendar-actions.ts'
import { isCalendarMonth, monthLabel, monthSpan, monthWeeks, shiftMonth } from './month-grid.ts'

// /fulfilment-calendar (admins): the coming dates with their orders and the places left per slot; close a date
// or a slot (a sick day) and move an order to another date or time. The server counts and checks everything.

const pageDays = 14

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const from = params.get('from')
  const input = from && isCalendarDate(from) ? { from, days: pageDays } : { days: pageDays }
  const list = dataOrThrow(await callFunction(fulfilmentCalendarCallable, input))
  // The month shown beside the list: ?month=, else the month the list starts in (today in the business's zone).
  const asked = params.get('month')
  const month = asked && isCalendarMonth(asked) ? asked : list.from.slice(0, 7)
  const monthDays = list.configured
    ? dataOrThrow(await callFunction(fulfilmentCalendarCallable, monthSpan(month))).days
    : []
  return { ...list, month, monthDays }
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

/**
 * Close or reopen a whole date (no slotId) or one of its slots. Closing asks first, naming what closes and how many
 * orders are booked there, and offers to mail those customers; reopening is one click.
 */
function ClosureButton({
  date,
  slotId,
  closed,
  label,
  booked,
}: {
  date: string
  slotId?: string
  closed: boolean
  label: string
  /** Orders already booked on what would close. */
  booked: number
}) {
  const { fetcher, form } = useFetcherForm<typeof action>()
  const [asking, setAsking] = useState(false)
  const fields = { intent: closed ? 'reopen' : 'close', date, ...(slotId ? { slotId } : {}) }
  const what = slotId ? `${label} on ${formatCalendarDate(date)}` : formatCalendarDate(date)
  return (
    <Box>
      {closed ? (
        <fetcher.Form method="post">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SubmitButton
            label={`Reopen ${label}`}
            busyLabel="Saving…"
            form={form}
            sx={{ whiteSpace: 'nowrap' }}
          />
        </fetcher.Form>
      ) : (
        <Button
          variant="contained"
          disabled={form.busy}
          onClick={() => setAsking(true)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {form.busy ? 'Saving…' : `Close ${label}`}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        question={`Close ${what}?`}
        description={`No new orders come in for it. ${bookedSentence(booked)}`}
        confirmLabel={slotId ? 'Close this time' : 'Close this date'}
        confirmColor="warning"
        onClose={() => setAsking(false)}
        fields={fields}
        formComponent={fetcher.Form}
      >
        {booked > 0 && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox name="notify" />}
            label={booked === 1 ? 'Tell the booked customer' : `Tell the ${booked} booked customers`}
          />
        )}
      </ConfirmDialog>
      <FormFeedback form={form} sx={{ mt: 1 }} />
    </Box>
  )
}

/** The times of `day` an order can move to: open, with places left, and not the order's own. */
function moveChoices(day: CalendarDay, order: { date: string; slotId: string }): SlotRow[] {
  if (day.closed || day.blackout) return []
  return day.slots.filter(
    (slot) => !slot.closed && slot.left > 0 && !(day.date === order.date && slot.id === order.slotId),
  )
}

function bookedSentence(booked: number): string {
  if (booked === 0) return 'No orders are booked there.'
  return booked === 1 ? '1 order is already booked there.' : `${booked} orders are already booked there.`
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

function DayCard({
  day,
  timeZone,
  days,
  title,
}: {
  day: CalendarDay
  timeZone: string
  /** The days an order may move to (their open times with places left). */
  days: CalendarDay[]
  /** The card's heading; the date by default. */
  title?: string
}) {
  const [moving, setMoving] = useState<OrderRow | null>(null)
  const headingId = useId()
  const slotsLabelId = useId()
  const date = formatCalendarDate(day.date)
  const heading = title ?? date
  const slotsById = new Map(day.slots.map((slot) => [slot.id, slot]))
  const zone = day.slots[0] ? zoneNameAt(day.date, day.slots[0].start, timeZone) : ''
  const bookedIn = (slotId: string) => day.orders.filter((order) => order.slotId === slotId).length
  // One button per time, in the table's Change column and in the phone's entry alike.
  const slotClosureButton = (slot: (typeof day.slots)[number]) => (
    <ClosureButton
      date={day.date}
      slotId={slot.id}
      closed={slot.closed}
      label={slotTimes(slot)}
      booked={bookedIn(slot.id)}
    />
  )
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        {day.blackout && <Chip label="Blackout date" color="default" />}
        {day.closed && !day.blackout && <Chip label="Closed" color="warning" />}
        {!day.blackout && day.slots.length > 0 && (
          <ClosureButton date={day.date} closed={day.closed} label="date" booked={day.orders.length} />
        )}
      </Stack>
      {day.slots.length === 0 ? (
        <Typography color="text.secondary">No service on this weekday.</Typography>
      ) : (
        <>
          <Typography id={slotsLabelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Times on {date} ({zone})
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
                cell: slotClosureButton,
              },
            ]}
            entry={(slot) => (
              <Stack spacing={0.5}>
                <Typography sx={{ fontWeight: 500 }}>{slotTimes(slot)}</Typography>
                <Typography variant="body2">
                  {slot.held} of {slot.capacity} booked · {slot.closed ? 'closed' : `${slot.left} left`}
                </Typography>
                {slotClosureButton(slot)}
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
                <PageLink
                  to={`/order-status/${encodeURIComponent(order.id)}`}
                  aria-label={`Open order of ${order.name}`}
                >
                  Open order
                </PageLink>
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

/** One day of the month grid: its number, the orders booked and whether it is closed; picking it shows its times. */
function MonthDayButton({ day, picked, onPick }: { day: CalendarDay; picked: boolean; onPick: () => void }) {
  const booked = day.orders.length
  const closed = day.closed || day.blackout
  const noService = day.slots.length === 0
  const summary = [
    booked === 1 ? '1 order booked' : `${booked} orders booked`,
    day.blackout ? 'blackout date' : day.closed ? 'closed' : noService ? 'no service' : null,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <ButtonBase
      onClick={onPick}
      aria-pressed={picked}
      sx={{
        width: '100%',
        minHeight: 56,
        p: 0.5,
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        borderRadius: 1,
        border: 1,
        borderColor: picked ? 'primary.main' : 'divider',
        bgcolor: picked ? 'action.selected' : closed ? 'action.hover' : 'transparent',
        color: noService ? 'text.secondary' : 'text.primary',
        textAlign: 'left',
      }}
    >
      {/* The day in full for screen readers; the short figures below are for the eye. */}
      <span className="visually-hidden">{`${formatCalendarDateInFull(day.date)}: ${summary}`}</span>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }} aria-hidden>
        {Number(day.date.slice(8))}
      </Typography>
      {booked > 0 && (
        <Typography component="span" variant="caption" sx={{ lineHeight: 1.2 }} aria-hidden>
          {booked} booked
        </Typography>
      )}
      {closed && (
        <Typography component="span" variant="caption" sx={{ lineHeight: 1.2, fontWeight: 600 }} aria-hidden>
          {day.blackout ? 'Blackout' : 'Closed'}
        </Typography>
      )}
    </ButtonBase>
  )
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The month at a glance: each day's booked orders and closures; the picked day's times and orders below it. */
function MonthView({ calendar, days }: { calendar: Calendar; days: CalendarDay[] }) {
  const [picked, setPicked] = useState<string | null>(null)
  const headingId = useId()
  const byDate = new Map(calendar.monthDays.map((day) => [day.date, day]))
  const pickedDay = picked ? byDate.get(picked) : undefined
  return (
    <Stack spacing={2}>
      <Paper
        component="section"
        aria-labelledby={headingId}
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {monthLabel(calendar.month)}
          </Typography>
          <Stack direction="row" spacing={1} component="nav" aria-label="Months">
            <Button
              size="small"
              component={RouterLink}
              to={`/fulfilment-calendar?month=${shiftMonth(calendar.month, -1)}`}
            >
              Previous month
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={`/fulfilment-calendar?month=${shiftMonth(calendar.month, 1)}`}
            >
              Next month
            </Button>
          </Stack>
        </Stack>
        <Box
          component="table"
          aria-labelledby={headingId}
          sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 4 }}
        >
          <thead>
            <tr>
              {weekdayNames.map((name) => (
                <Box
                  component="th"
                  key={name}
                  scope="col"
                  abbr={name}
                  sx={{ typography: 'caption', fontWeight: 600 }}
                >
                  {name.slice(0, 3)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(calendar.month).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((date, index) => {
                  const day = date ? byDate.get(date) : undefined
                  return (
                    <Box component="td" key={date ?? `empty-${index}`} sx={{ p: 0, verticalAlign: 'top' }}>
                      {day && (
                        <MonthDayButton
                          day={day}
                          picked={picked === day.date}
                          onPick={() => setPicked(day.date)}
                        />
                      )}
                    </Box>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </Box>
        {!pickedDay && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Pick a day to see its times and orders.
          </Typography>
        )}
      </Paper>
      {pickedDay && (
        <DayCard
          key={pickedDay.date}
          day={pickedDay}
          timeZone={calendar.timeZone}
          days={days}
          title={`Picked: ${formatCalendarDate(pickedDay.date)}`}
        />
      )}
    </Stack>
  )
}

export function FulfilmentCalendar({ calendar }: { calendar: Calendar }) {
  if (!calendar.configured) {
    return (
      <Box sx={{ py: 3 }}>
        <PageHeadingRow title="Fulfilment Calendar" />
        <Alert severity="info">
          The business has no fulfilment schedule yet, so orders carry no date. Set one up on{' '}
          <PageLink to="/business-schedule">Business Schedule</PageLink>.
        </Alert>
      </Box>
    )
  }
  // Every day the page knows (the 14 days and the month shown), once each: where an order can move to.
  const moveDays = [
    ...new Map([...calendar.days, ...calendar.monthDays].map((day) => [day.date, day])).values(),
  ].sort((a, b) => a.date.localeCompare(b.date))
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
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
        }}
      >
        <MonthView calendar={calendar} days={moveDays} />
        <Stack spacing={2} component="section" aria-label="The next 14 days">
          {calendar.days.map((day) => (
            <DayCard key={day.date} day={day} timeZone={calendar.timeZone} days={moveDays} />
          ))}
        </Stack>
      </Box>
    </Box>
  )
}

export function Component() {
  return <FulfilmentCalendar calendar={useLoaderData<typeof loader>()} />
}
