import Alert from '@mui/material/Alert'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Form, type ActionFunctionArgs } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { useFormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import type { ActionFailure } from '../../shared/action-result.ts'
import type { CallableOutput, fulfilmentOptionsCallable } from '../../shared/callables.ts'
import { formatCalendarDate, formatWallClock } from '../../shared/fulfilment/calendar-dates.ts'
import { nextCycle } from '../../shared/meal-plans/plan-cycles.ts'
import {
  chargeScheduleText,
  firstCycleLeadMs,
  mealsLeftText,
  weekdayNames,
} from '../../shared/meal-plans/plan-input.ts'
import { phoneProblem } from '../../shared/phone-number.ts'
import { fulfilmentMethodLabels } from '../../shared/schemas/fulfilment-schedule.ts'
import { subscriberPriceCents, type MealPlan } from '../../shared/schemas/meal-plan.ts'
import { mealField } from './subscribe-form.ts'

// The subscribe form: the standing day, time and way (only what both the plan and the schedule offer), the address
// when it is needed, name and phone, the first cycle's meals with how many are left to choose, and, before paying,
// when the first meals come and when the card is charged.

type Options = CallableOutput<typeof fulfilmentOptionsCallable>
/** The plan page's action (kept apart from it so the two files do not import each other). */
type SubscribeAction = (args: ActionFunctionArgs) => Promise<ActionFailure | Response>

interface SectionProps {
  /** Back from Checkout without finishing it. */
  checkoutCancelled: boolean
  plan: MealPlan
  packages: { id: string; title: string; description: string }[]
  options: Options
  signedIn: boolean
  /** What a guest chose before signing in, put back. */
  kept: Record<string, string> | null
  now: number
}

/** The calendar's answer for the first date: its times with the places left, and why it cannot be booked. */
function firstDay(options: Options, date: string) {
  const day = options.days.find((candidate) => candidate.date === date)
  return {
    slots: day?.slots ?? [],
    // Said before submitting; the server checks the date again for the meals chosen.
    problem:
      day && !day.bookable
        ? `${formatCalendarDate(date)}: ${day.message ?? 'not open for orders.'}`
        : undefined,
  }
}

export function SubscribeSection({
  checkoutCancelled,
  plan,
  packages,
  options,
  signedIn,
  kept,
  now,
}: SectionProps) {
  const form = useFormResult<SubscribeAction>()
  // What a field shows: the last refused submit's value, else what a guest chose before signing in, else `fallback`.
  const shown = (name: string, fallback = '') => form.valueOf(name, kept?.[name] ?? fallback) ?? fallback
  const field = (name: string, fallback = '') => ({
    ...form.field(name),
    defaultValue: shown(name, fallback),
  })
  const methods = plan.methods.filter((method) => options.methods.includes(method))
  const [weekday, setWeekday] = useState(() =>
    Number(shown('fulfilment.weekday', String(plan.fulfilmentDays[0]))),
  )
  const [method, setMethod] = useState(() => shown('fulfilment.method', methods[0] ?? 'pickup'))
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(packages.map((item) => [item.id, shown(mealField(item.id), '0')])),
  )
  const first = nextCycle(
    { cutoff: plan.selectionCutoff, cadenceWeeks: plan.cadenceWeeks, weekday, timeZone: options.timeZone },
    now + firstCycleLeadMs,
  )
  const { slots, problem: firstDayProblem } = firstDay(options, first.date)
  const meals = Object.entries(quantities).flatMap(([chefPackageId, raw]) =>
    /^\d+$/.test(raw.trim()) && Number(raw) > 0 ? [{ chefPackageId, quantity: Number(raw) }] : [],
  )
  const left = mealsLeftText(plan, meals)
  const schedule = chargeScheduleText({
    first,
    priceCents: subscriberPriceCents(plan),
    cadenceWeeks: plan.cadenceWeeks,
    timeZone: options.timeZone,
  })
  const mealsError = form.errorOf('meals')
  return (
    <Form method="post" noValidate aria-labelledby="subscribe-heading">
      <Typography id="subscribe-heading" variant="h5" component="h2" gutterBottom>
        Subscribe
      </Typography>
      {checkoutCancelled && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The payment details were not given, so your meal plan has not started. Subscribe again when you are
          ready.
        </Alert>
      )}
      <Stack spacing={1}>
        <FormControl component="fieldset" error={Boolean(mealsError)} sx={{ pb: 1 }}>
          <FormLabel component="legend">
            Your first meals: choose {plan.mealsPerCycle}
            {plan.servingsPerMeal > 1 ? `, each for ${plan.servingsPerMeal}` : ''}
          </FormLabel>
          <FormHelperText id="meals-left" role="status" sx={{ mx: 0 }}>
            {left || `All ${plan.mealsPerCycle} meals chosen.`}
          </FormHelperText>
          {packages.map((item) => (
            <FormField
              key={item.id}
              label={item.title}
              type="number"
              onValueChange={(value) => setQuantities((current) => ({ ...current, [item.id]: value }))}
              {...field(mealField(item.id), '0')}
            />
          ))}
          {mealsError && <FormHelperText>{mealsError}</FormHelperText>}
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormField
            label="Day"
            required
            options={plan.fulfilmentDays.map((day) => ({ value: String(day), label: weekdayNames[day]! }))}
            onValueChange={(value) => setWeekday(Number(value))}
            helperText={firstDayProblem}
            {...field('fulfilment.weekday', String(plan.fulfilmentDays[0]))}
          />
          {/* Remounted per day: the times differ from day to day. */}
          <FormField
            key={`slots-${first.date}`}
            label="Time"
            required
            options={slots.map((slot) => ({
              value: slot.id,
              label: `${formatWallClock(slot.start)} to ${formatWallClock(slot.end)}${slot.open ? '' : ' (full)'}`,
            }))}
            {...field('fulfilment.slotId', slots.find((slot) => slot.open)?.id ?? '')}
          />
        </Stack>
        <FormField
          label="How you receive your meals"
          required
          options={methods.map((value) => ({ value, label: fulfilmentMethodLabels[value] }))}
          onValueChange={setMethod}
          {...field('fulfilment.method', methods[0] ?? 'pickup')}
        />
        {method === 'pickup' && options.pickup && (
          <Typography variant="body2">Pickup at {options.pickup.address}.</Typography>
        )}
        {method !== 'pickup' && (
          <>
            <FormField
              label="Street and number"
              required
              autoComplete="address-line1"
              {...field('fulfilment.address.line1')}
            />
            <FormField
              label="Apartment, floor"
              autoComplete="address-line2"
              {...field('fulfilment.address.line2')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <FormField
                label="City"
                required
                autoComplete="address-level2"
                {...field('fulfilment.address.city')}
              />
              <FormField
                label="Postal code"
                required
                autoComplete="postal-code"
                {...field('fulfilment.address.postalCode')}
              />
            </Stack>
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormField label="Name" required autoComplete="name" {...field('fulfilment.name')} />
          <FormField
            label="Phone"
            required
            type="tel"
            autoComplete="tel"
            check={(value) => phoneProblem(value, options.phoneCountry)}
            {...field('fulfilment.phone')}
          />
        </Stack>
        <FormField label="Notes for the kitchen" multiline minRows={2} {...field('fulfilment.notes')} />
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{schedule.firstMeals}</Typography>
          <Typography variant="body2">{schedule.charges}</Typography>
          <Typography variant="body2">
            Until each cut-off you can change that week’s meals, skip a week, pause or cancel.
          </Typography>
        </Alert>
        <FormFeedback form={form} fieldErrorsNotice="Please check the highlighted fields." />
        {!signedIn && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            A subscription needs an account. Sign in or create one and you come back here with your choices
            kept.
          </Typography>
        )}
        <SubmitButton
          label={signedIn ? 'Subscribe and go to payment' : 'Sign in to subscribe'}
          busyLabel="Opening the payment page…"
          sx={{ alignSelf: 'flex-start', mt: 1 }}
        />
      </Stack>
    </Form>
  )
}
