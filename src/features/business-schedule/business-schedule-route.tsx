import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { Form, useLoaderData } from 'react-router'
import type { ActionFunctionArgs } from 'react-router'
import { DateListField } from '../../components/date-list-field.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useFormResult } from '../../components/form-result.ts'
import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import { FormActions, FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { submittedValues, succeeded } from '../../shared/action-result.ts'
import { getFulfilmentScheduleCallable, saveFulfilmentScheduleCallable } from '../../shared/callables.ts'
import {
  fulfilmentScheduleSchema,
  type FulfilmentSchedule,
  type FulfilmentScheduleInput,
} from '../../shared/schemas/fulfilment-schedule.ts'
import { parseScheduleForm, weekdayNames } from './schedule-form.ts'
import { centsAsDollars } from '../../shared/money.ts'
import type { ServiceArea, TravelFeeBand } from '../../shared/fulfilment/service-area.ts'
import type { FormResult } from '../../components/form-result.ts'

// /business-schedule (admins): the whole fulfilment schedule in one form: time zone, methods and delivery zones,
// the weekly service days and their times, notice, cut-off, booking window and blackout dates. Closures (a sick
// day) are made on the fulfilment calendar.

/** Where a new business starts: New York, pickup only, Tuesday to Saturday 17:00-19:00 for 10 orders. */
const startingSchedule: FulfilmentScheduleInput = {
  timeZone: 'America/New_York',
  country: 'US',
  pickup: { enabled: true, address: '', instructions: '' },
  delivery: { enabled: false, zones: [] },
  chefAtHome: { enabled: false },
  week: weekdayNames.map((name, day) => ({
    slots:
      day >= 2
        ? [{ id: `${name.slice(0, 3).toLowerCase()}-1`, start: '17:00', end: '19:00', capacity: 10 }]
        : [],
  })),
  leadTimeDays: 1,
  cutOff: { daysBefore: 1, time: '18:00' },
  cancellation: { refundPercent: 100 },
  bookingWindowDays: 60,
  blackoutDates: [],
  closures: [],
}

export async function loader() {
  const { schedule } = dataOrThrow(await callFunction(getFulfilmentScheduleCallable, {}))
  return { schedule: schedule ?? fulfilmentScheduleSchema.parse(startingSchedule), isNew: schedule === null }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const values = submittedValues(formData)
  const read = parseScheduleForm(formData, values)
  if (!read.ok) return read.failure
  const saved = await callFunction(saveFulfilmentScheduleCallable, read.schedule, { values })
  if (!saved.ok) return saved
  return succeeded(undefined, 'Saved.')
}

let nextKey = 0
const newKey = (prefix: string) => `${prefix}-new-${(nextKey += 1)}`

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="fieldset" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ px: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  )
}

type AreaMethod = 'chefAtHome' | 'delivery'

/**
 * One method's reach: the farthest trip and the travel-fee bands, a row each ("more than 10 up to 25 miles, $30").
 * Empty distance and no bands: the method goes anywhere, as before service areas.
 */
function AreaFields({
  method,
  title,
  area,
  form,
}: {
  method: AreaMethod
  title: string
  area: ServiceArea | undefined
  form: FormResult
}) {
  const field = (name: string, stored?: string | number) =>
    form.field(name, stored === undefined ? undefined : String(stored))
  const [bands, setBands] = useState(() =>
    (area?.bands ?? []).map((band, index) => ({ key: `${method}-band-${index}`, band })),
  )
  const prefix = `${method}.area`
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 1 }}>
        {title}
      </Typography>
      <FormField
        label="Maximum distance (miles)"
        type="number"
        helperText="Leave empty to take any distance (the last band, if any, is then the limit)."
        {...field(`${prefix}.maxMiles`, area?.maxMiles)}
      />
      {bands.map(({ key, band }, index) => (
        <Box
          key={key}
          role="group"
          aria-label={`${title}: travel fee band ${index + 1}`}
          sx={{
            display: 'grid',
            columnGap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr)) auto' },
            alignItems: 'center',
          }}
        >
          <FormField
            label="From (miles)"
            type="number"
            {...field(`${prefix}.bands.${index}.fromMiles`, band.fromMiles)}
          />
          <FormField
            label="Up to (miles)"
            type="number"
            {...field(`${prefix}.bands.${index}.toMiles`, band.toMiles)}
          />
          <FormField
            label="Travel fee ($)"
            type="number"
            {...field(`${prefix}.bands.${index}.fee`, centsAsDollars(band.feeCents))}
          />
          <Button
            aria-label={`Remove ${title.toLowerCase()} band ${index + 1}`}
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setBands((all) => all.filter((item) => item.key !== key))}
            sx={{ justifySelf: 'start' }}
          >
            Remove
          </Button>
        </Box>
      ))}
      <Button
        onClick={() => {
          // A new band starts where the last one ends.
          const fromMiles = bands.at(-1)?.band.toMiles ?? 0
          const band: TravelFeeBand = { fromMiles, toMiles: fromMiles + 10, feeCents: 0 }
          setBands((all) => [...all, { key: newKey(`${method}-band`), band }])
        }}
      >
        Add a travel fee band ({title.toLowerCase()})
      </Button>
    </Paper>
  )
}

function Toggle({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return <FormControlLabel control={<Checkbox name={name} defaultChecked={defaultChecked} />} label={label} />
}

export function BusinessSchedule({ schedule, isNew }: { schedule: FulfilmentSchedule; isNew: boolean }) {
  const form = useFormResult<typeof action>()
  const field = (name: string, stored?: string | number) =>
    form.field(name, stored === undefined ? undefined : String(stored))
  const [zones, setZones] = useState(() => schedule.delivery.zones.map((zone) => ({ key: zone.id, zone })))
  const [week, setWeek] = useState(() =>
    schedule.week.map((day) => day.slots.map((slot) => ({ key: slot.id, slot }))),
  )
  const timeZones = Intl.supportedValuesOf('timeZone')

  function addSlot(day: number) {
    const key = newKey(weekdayNames[day]!.slice(0, 3).toLowerCase())
    setWeek((days) =>
      days.map((slots, index) =>
        index === day
          ? [...slots, { key, slot: { id: key, start: '17:00', end: '19:00', capacity: 10 } }]
          : slots,
      ),
    )
  }

  return (
    <Box sx={{ py: 3, maxWidth: 900 }}>
      <PageHeadingRow title="Business Schedule" />
      <Typography sx={{ mb: 2 }}>
        {isNew
          ? 'The business has no schedule yet: orders carry no date until one is saved. Start from this one.'
          : 'What customers can choose when they order. Closing a single date or time (a sick day) is done on the fulfilment calendar.'}
      </Typography>
      <Form method="post" noValidate aria-label="Business schedule">
        <Stack spacing={3}>
          <Section title="Time zone">
            <FormField
              label="Business time zone"
              {...field('timeZone', schedule.timeZone)}
              options={timeZones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
            />
            <FormField
              label="Country for phone numbers (two letters)"
              autoComplete="off"
              {...field('country', schedule.country)}
            />
          </Section>

          <Section title="Pickup">
            <Toggle
              name="pickup.enabled"
              label="Customers may pick up"
              defaultChecked={schedule.pickup.enabled}
            />
            <FormField label="Pickup address" {...field('pickup.address', schedule.pickup.address)} />
            <FormField
              label="Pickup instructions"
              multiline
              minRows={2}
              {...field('pickup.instructions', schedule.pickup.instructions)}
            />
          </Section>

          <Section title="Delivery">
            <Toggle name="delivery.enabled" label="We deliver" defaultChecked={schedule.delivery.enabled} />
            {form.errorOf('delivery.zones') && (
              <Typography color="error" role="alert">
                {form.errorOf('delivery.zones')}
              </Typography>
            )}
            {zones.map(({ key, zone }, index) => (
              <Paper key={key} variant="outlined" component="fieldset" sx={{ p: 2, m: 0, minWidth: 0 }}>
                <Typography component="legend" sx={{ px: 1 }}>
                  Zone {index + 1}
                </Typography>
                <input type="hidden" name={`delivery.zones.${index}.id`} value={zone.id} />
                <FormField label="Zone name" {...field(`delivery.zones.${index}.name`, zone.name)} />
                <FormField
                  label="Postal codes (separated by commas or spaces)"
                  {...field(`delivery.zones.${index}.postalCodes`, zone.postalCodes.join(', '))}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <FormField
                    label="Fee ($)"
                    type="number"
                    {...field(`delivery.zones.${index}.fee`, centsAsDollars(zone.feeCents))}
                  />
                  <FormField
                    label="Minimum order ($)"
                    type="number"
                    {...field(`delivery.zones.${index}.minimum`, centsAsDollars(zone.minimumOrderCents))}
                  />
                </Stack>
                <Button onClick={() => setZones((all) => all.filter((item) => item.key !== key))}>
                  Remove zone {index + 1}
                </Button>
              </Paper>
            ))}
            <Button
              onClick={() => {
                const key = newKey('zone')
                setZones((all) => [
                  ...all,
                  { key, zone: { id: key, name: '', postalCodes: [], feeCents: 0, minimumOrderCents: 0 } },
                ])
              }}
            >
              Add a delivery zone
            </Button>
          </Section>

          <Section title="Chef at your address">
            <Toggle
              name="chefAtHome.enabled"
              label="The chef cooks at the customer's address (events)"
              defaultChecked={schedule.chefAtHome.enabled}
            />
          </Section>

          <Section title="Service area by distance">
            <Typography variant="body2" color="text.secondary">
              Distances are measured in a straight line between ZIP code centres, in whole miles. A trip of
              more than a band&apos;s start and up to its end costs its fee; the first band starts at 0.
            </Typography>
            <FormField
              label="Kitchen ZIP code (distances are measured from it)"
              autoComplete="off"
              {...field('kitchenPostalCode', schedule.kitchenPostalCode ?? '')}
            />
            <AreaFields
              method="chefAtHome"
              title="Chef at your address"
              area={schedule.chefAtHome.area}
              form={form}
            />
            <AreaFields method="delivery" title="Delivery" area={schedule.delivery.area} form={form} />
          </Section>

          <Section title="Weekly service">
            <Typography variant="body2" color="text.secondary">
              A day without times is closed. Capacity is the number of orders a time takes.
            </Typography>
            {week.map((slots, day) => (
              <Paper
                key={weekdayNames[day]}
                variant="outlined"
                component="fieldset"
                sx={{ p: 2, m: 0, minWidth: 0 }}
              >
                <Typography component="legend" sx={{ px: 1 }}>
                  {weekdayNames[day]}
                </Typography>
                {slots.length === 0 && <Typography color="text.secondary">Closed</Typography>}
                {slots.map(({ key, slot }, index) => (
                  <Box
                    key={key}
                    sx={{
                      display: 'grid',
                      columnGap: 1,
                      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr)) auto' },
                      alignItems: 'center',
                    }}
                  >
                    <input type="hidden" name={`week.${day}.slots.${index}.id`} value={slot.id} />
                    <FormField
                      label="Starts (HH:MM)"
                      {...field(`week.${day}.slots.${index}.start`, slot.start)}
                    />
                    <FormField label="Ends (HH:MM)" {...field(`week.${day}.slots.${index}.end`, slot.end)} />
                    <FormField
                      label="Capacity (orders)"
                      type="number"
                      {...field(`week.${day}.slots.${index}.capacity`, slot.capacity)}
                    />
                    {/* The visible word is short so the row fits its card; the name says which time goes. */}
                    <Button
                      aria-label={`Remove ${weekdayNames[day]} time ${index + 1}`}
                      startIcon={<DeleteOutlinedIcon />}
                      onClick={() =>
                        setWeek((days) =>
                          days.map((all, at) => (at === day ? all.filter((item) => item.key !== key) : all)),
                        )
                      }
                      sx={{ justifySelf: 'start' }}
                    >
                      Remove
                    </Button>
                  </Box>
                ))}
                <Button onClick={() => addSlot(day)}>Add a time on {weekdayNames[day]}</Button>
              </Paper>
            ))}
          </Section>

          <Section title="Notice and booking window">
            <FormField
              label="Days of notice for every order"
              type="number"
              {...field('leadTimeDays', schedule.leadTimeDays)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <FormField
                label="Orders close this many days before"
                type="number"
                {...field('cutOff.daysBefore', schedule.cutOff.daysBefore)}
              />
              <FormField label="at (HH:MM)" {...field('cutOff.time', schedule.cutOff.time)} />
            </Stack>
            <FormField
              label="Customers may book this many days ahead"
              type="number"
              {...field('bookingWindowDays', schedule.bookingWindowDays)}
            />
            <DateListField
              label="Blackout dates (closed whatever the weekly service says)"
              emptyText="No blackout dates."
              {...field('blackoutDates', schedule.blackoutDates.join('\n'))}
            />
          </Section>

          <Section title="Cancellations">
            <FormField
              label="Refund for a customer's own cancellation before the cut-off (%)"
              type="number"
              helperText="100 gives everything back, 0 nothing. You can refund any order yourself, whatever this says."
              {...field('cancellation.refundPercent', schedule.cancellation.refundPercent)}
            />
          </Section>

          <FormFeedback
            form={form}
            fieldErrorsNotice="Please correct the fields marked in red above."
            sx={{}}
          />
          <FormActions>
            <SubmitButton label="Save schedule" busyLabel="Saving…" />
          </FormActions>
        </Stack>
      </Form>
    </Box>
  )
}

export function Component() {
  const { schedule, isNew } = useLoaderData<typeof loader>()
  return <BusinessSchedule schedule={schedule} isNew={isNew} />
}
