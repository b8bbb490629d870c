import Alert from '@mui/material/Alert'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay'
import { format } from 'date-fns/format'
import { isSameMonth } from 'date-fns/isSameMonth'
import { parse } from 'date-fns/parse'
import { useEffect, useId, useMemo, useState } from 'react'
import { FormField } from '../../components/form-field.tsx'
import type { FormResult } from '../../components/form-result.ts'
import { callFunction } from '../../lib/functions/call-function.ts'
import {
  serviceAreaQuoteCallable,
  type AvailabilityDay,
  type CallableOutput,
  type fulfilmentOptionsCallable,
} from '../../shared/callables.ts'
import { formatCalendarDate, zoneNameAt } from '../../shared/fulfilment/calendar-dates.ts'
import { formatPrice } from '../../shared/money.ts'
import { phoneProblem } from '../../shared/phone-number.ts'
import {
  fulfilmentMethodLabels,
  normalisePostalCode,
  type FulfilmentMethod,
} from '../../shared/schemas/fulfilment-schedule.ts'
import { calendarDayLabel, fulfilmentField, slotLabel, type SavedDetails } from './fulfilment-form.ts'

// "When and where" on the order review page: the method, a date from a calendar that offers only bookable days
// (an unavailable day says why), a time with the places left, and the details the method needs. The server
// decides; this section only offers what the options callable says can be chosen.

export type FulfilmentOptions = CallableOutput<typeof fulfilmentOptionsCallable>

type AreaQuote = CallableOutput<typeof serviceAreaQuoteCallable>

/** Only a whole US ZIP code is worth asking the server about while it is typed. */
const isWholeZip = (postalCode: string) => /^\d{5}$/.test(postalCode)

/**
 * The server's word on a postal code for a method with a service area, asked as the code is typed (the distance
 * dataset stays on the server): in or out of the area, the distance and the travel fee. Undefined until a whole
 * code has been answered for this method.
 */
function useAreaQuote(method: FulfilmentMethod, postalCode: string, hasArea: boolean): AreaQuote | undefined {
  const code = normalisePostalCode(postalCode)
  const [quote, setQuote] = useState<{ key: string; answer: AreaQuote } | undefined>()
  const key = `${method}:${code}`
  const asks = hasArea && method !== 'pickup' && isWholeZip(code)
  useEffect(() => {
    if (!asks) return undefined
    let current = true
    // A short pause, so a code typed quickly is asked about once.
    const timer = setTimeout(() => {
      void callFunction(serviceAreaQuoteCallable, { method, postalCode: code }).then((result) => {
        if (!current) return
        if (result.ok) setQuote({ key, answer: result.data })
        // Placing the order checks the area again; a failed look-up only leaves the fee unshown.
        else console.error('serviceAreaQuoteCallable failed', { code: result.code })
      })
    }, 200)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [asks, method, code, key])
  return asks && quote?.key === key ? quote.answer : undefined
}

const toDate = (calendarDate: string) => parse(calendarDate, 'yyyy-MM-dd', new Date())
const toCalendarDate = (day: Date) => format(day, 'yyyy-MM-dd')

/**
 * A day of the calendar named in full for screen readers, with its open times or why it cannot be chosen; the
 * reason is also a tooltip.
 */
function DayWithLabel(props: PickerDayProps & { byDate?: ReadonlyMap<string, AvailabilityDay> }) {
  const { byDate, ...dayProps } = props
  const date = toCalendarDate(dayProps.day)
  const day = byDate?.get(date)
  return (
    <PickerDay
      {...dayProps}
      title={day && !day.bookable ? (day.message ?? 'Not available.') : undefined}
      aria-label={calendarDayLabel(date, day)}
    />
  )
}

export function FulfilmentSection({
  options,
  form,
  saved,
  onDeliveryFee,
  onTravelFee,
  onGuests,
}: {
  options: FulfilmentOptions
  form: FormResult
  saved: SavedDetails
  onDeliveryFee: (cents: number) => void
  /** Told of the travel fee the server quotes for the postal code (0 outside a service area or until known). */
  onTravelFee: (cents: number) => void
  /** Told of the guests field as it is typed (per-guest lines are priced by it). */
  onGuests?: (typed: string) => void
}) {
  const submitted = (path: string) => form.valueOf(fulfilmentField(path))
  const [method, setMethod] = useState<FulfilmentMethod>(
    (submitted('method') as FulfilmentMethod | undefined) ?? options.methods[0] ?? 'pickup',
  )
  const firstBookable = options.days.find((day) => day.bookable)?.date
  const [date, setDate] = useState<string | null>(submitted('date') ?? null)
  const [slotId, setSlotId] = useState<string>(submitted('slotId') ?? '')
  const [shownMonth, setShownMonth] = useState<Date>(toDate(date ?? firstBookable ?? options.days[0]!.date))
  const [postalCode, setPostalCode] = useState(
    submitted('address.postalCode') ?? saved.address?.postalCode ?? '',
  )
  const methodLabelId = useId()
  const slotLabelId = useId()
  const reasonsId = useId()

  const byDate = useMemo(() => new Map(options.days.map((day) => [day.date, day])), [options.days])
  // The same Date while the date stays: the calendar shows the value's month again whenever it gets a new one, which
  // would undo "Next month" on every render.
  const calendarValue = useMemo(() => (date ? toDate(date) : null), [date])
  const chosenDay: AvailabilityDay | undefined = date ? byDate.get(date) : undefined
  const zone = options.deliveryZones.find((candidate) =>
    candidate.postalCodes.includes(normalisePostalCode(postalCode)),
  )
  const firstSlot = chosenDay?.slots[0] ?? options.days.find((day) => day.slots.length)?.slots[0]
  const zoneName = firstSlot && date ? zoneNameAt(date, firstSlot.start, options.timeZone) : ''
  const monthReasons = options.days.filter(
    (day) => !day.bookable && isSameMonth(toDate(day.date), shownMonth),
  )
  const needsAddress = method !== 'pickup'
  const error = (path: string) => form.errorOf(fulfilmentField(path))
  const field = (path: string, stored?: string) => form.field(fulfilmentField(path), stored)

  // The fee of the zone the postal code falls in, once delivery is chosen (a saved address's code counts at once).
  const deliveryFeeCents = method === 'delivery' && zone ? zone.feeCents : 0
  useEffect(() => onDeliveryFee(deliveryFeeCents), [deliveryFeeCents, onDeliveryFee])
  // The same path for the travel fee, quoted by the server for a method with a service area.
  const serviceArea = options.serviceAreas?.find((candidate) => candidate.method === method)
  const quote = useAreaQuote(method, postalCode, serviceArea !== undefined)
  const travelFeeCents = quote?.inArea ? quote.travelFeeCents : 0
  useEffect(() => onTravelFee(travelFeeCents), [travelFeeCents, onTravelFee])
  const postalCodeField = field('address.postalCode', saved.address?.postalCode)
  const postalCodeError = quote && !quote.inArea ? (quote.message ?? undefined) : postalCodeField.error
  const postalCodeHint =
    quote?.inArea && quote.distanceMiles !== null
      ? `${quote.distanceMiles.toLocaleString('en-US')} ${quote.distanceMiles === 1 ? 'mile' : 'miles'} from the kitchen: ${
          quote.travelFeeCents > 0 ? `travel fee ${formatPrice(quote.travelFeeCents / 100)}` : 'no travel fee'
        }.`
      : serviceArea?.summary

  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        When and where
      </Typography>

      <FormControl error={Boolean(error('method'))}>
        <FormLabel id={methodLabelId}>How would you like to receive your order?</FormLabel>
        <RadioGroup
          aria-labelledby={methodLabelId}
          aria-invalid={error('method') ? true : undefined}
          name={fulfilmentField('method')}
          value={method}
          onChange={(event) => setMethod(event.target.value as FulfilmentMethod)}
        >
          {options.methods.map((offered) => (
            <FormControlLabel
              key={offered}
              value={offered}
              control={<Radio />}
              label={fulfilmentMethodLabels[offered]}
            />
          ))}
        </RadioGroup>
        {error('method') && <FormHelperText>{error('method')}</FormHelperText>}
        {options.methods.length > 0 &&
          options.methodsLeftOut.map(({ method: missing, reason }) => (
            <FormHelperText key={missing}>{reason}</FormHelperText>
          ))}
      </FormControl>
      {options.methods.length === 0 && (
        // Nothing to choose: the packages in the cart allow no method in common.
        <Alert severity="warning">
          No way of receiving the order suits every package in your cart.{' '}
          {options.methodsLeftOut.map(({ reason }) => reason).join(' ')} Please order these packages
          separately.
        </Alert>
      )}
      {method === 'pickup' && options.methods.includes('pickup') && options.pickup && (
        <Alert severity="info">
          Pick up at {options.pickup.address}.
          {options.pickup.instructions ? ` ${options.pickup.instructions}` : ''}
        </Alert>
      )}
      {method === 'delivery' && options.methods.includes('delivery') && options.deliveryZones.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {zone
            ? `Delivery to ${zone.name}: ${formatPrice(zone.feeCents / 100)}${
                zone.minimumOrderCents > 0
                  ? `, for orders of at least ${formatPrice(zone.minimumOrderCents / 100)}`
                  : ''
              }.`
            : `We deliver to: ${options.deliveryZones.map((candidate) => candidate.name).join(', ')}. Enter your postal code below to see the fee.`}
        </Typography>
      )}

      <FormControl error={Boolean(error('date'))}>
        <FormLabel>Date</FormLabel>
        <input type="hidden" name={fulfilmentField('date')} value={date ?? ''} />
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DateCalendar
            value={calendarValue}
            onChange={(day: Date | null) => {
              setDate(day ? toCalendarDate(day) : null)
              setSlotId('')
            }}
            onMonthChange={(month: Date) => setShownMonth(month)}
            shouldDisableDate={(day: Date) => !byDate.get(toCalendarDate(day))?.bookable}
            minDate={toDate(options.days[0]!.date)}
            maxDate={toDate(options.days.at(-1)!.date)}
            slots={{ day: DayWithLabel }}
            slotProps={{ day: { byDate } as Partial<PickerDayProps> }}
            aria-describedby={reasonsId}
            aria-invalid={error('date') ? true : undefined}
            sx={{ mx: 0, width: '100%', maxWidth: 360 }}
          />
        </LocalizationProvider>
        <Typography aria-live="polite" sx={{ fontWeight: 500 }}>
          {date ? `Chosen: ${formatCalendarDate(date)}` : 'Choose a date.'}
        </Typography>
        {error('date') && <FormHelperText>{error('date')}</FormHelperText>}
        {monthReasons.length > 0 && (
          <details id={reasonsId}>
            <summary>Why some dates cannot be chosen this month</summary>
            <ul>
              {monthReasons.map((day) => (
                <li key={day.date}>
                  {formatCalendarDate(day.date)}: {day.message}
                </li>
              ))}
            </ul>
          </details>
        )}
      </FormControl>

      {chosenDay && (
        <FormControl error={Boolean(error('slotId'))}>
          <FormLabel id={slotLabelId}>Time{zoneName ? ` (${zoneName}, the kitchen's time)` : ''}</FormLabel>
          <RadioGroup
            aria-labelledby={slotLabelId}
            aria-invalid={error('slotId') ? true : undefined}
            name={fulfilmentField('slotId')}
            value={slotId}
            onChange={(event) => setSlotId(event.target.value)}
          >
            {chosenDay.slots.map((slot) => (
              <FormControlLabel
                key={slot.id}
                value={slot.id}
                disabled={!slot.open}
                control={<Radio />}
                label={slotLabel(slot)}
              />
            ))}
          </RadioGroup>
          {error('slotId') && <FormHelperText>{error('slotId')}</FormHelperText>}
        </FormControl>
      )}
      {!chosenDay && error('slotId') && (
        <Typography color="error" variant="body2">
          {error('slotId')}
        </Typography>
      )}

      <FormField label="Name for the order" required autoComplete="name" {...field('name', saved.name)} />
      <input type="hidden" name={fulfilmentField('phoneCountry')} value={options.phoneCountry} />
      <FormField
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        check={(value) => phoneProblem(value, options.phoneCountry)}
        {...field('phone', saved.phone)}
      />
      {needsAddress && (
        <>
          <FormField
            label={method === 'delivery' ? 'Delivery address' : 'Address of the event'}
            required
            autoComplete="address-line1"
            {...field('address.line1', saved.address?.line1)}
          />
          <FormField
            label="Apartment, floor (optional)"
            autoComplete="address-line2"
            {...field('address.line2')}
          />
          <FormField
            label="City"
            required
            autoComplete="address-level2"
            {...field('address.city', saved.address?.city)}
          />
          <FormField
            label="Postal code"
            required
            autoComplete="postal-code"
            {...postalCodeField}
            error={postalCodeError}
            {...(postalCodeHint ? { helperText: postalCodeHint } : {})}
            onValueChange={setPostalCode}
          />
        </>
      )}
      {options.guestLimits.length > 0 && (
        <FormField
          label="Number of guests"
          type="number"
          required
          {...field('guests')}
          {...(onGuests ? { onValueChange: onGuests } : {})}
          helperText={options.guestLimits
            .map(
              (limit) =>
                `${limit.title}: ${limit.minGuests ?? 1} to ${limit.maxGuests ?? 'any number of'} guests`,
            )
            .join('; ')}
        />
      )}
      <FormField label="Notes for the kitchen (optional)" multiline minRows={2} {...field('notes')} />
    </Stack>
  )
}
