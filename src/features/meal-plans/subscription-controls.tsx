import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { format } from 'date-fns/format'
import { isValid } from 'date-fns/isValid'
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { FormDialog } from '../../components/form-dialog.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useFetcherForm } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { fulfilmentMethodLabels } from '../../shared/schemas/fulfilment-schedule.ts'
import { mealFieldName, type manageSubscriptionAction } from './manage-subscription-action.ts'
import { weekdayNames, type CycleView, type SubscriptionView } from './subscription-view.ts'

// The forms that change a subscription, shared by the customer's page and the chef's: each is a fetcher form that
// posts its intent and the subscription to the page's action, and shows the answer (or the refusal next to its
// field) in place.

type ManageAction = typeof manageSubscriptionAction

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ))
}

/** "Skip this week" / "Undo skip" for one cycle. */
export function SkipButton({
  subscriptionId,
  date,
  dateLabel,
  skipped,
  label,
}: {
  subscriptionId: string
  date: string
  dateLabel: string
  skipped: boolean
  label?: string
}) {
  const { fetcher, form } = useFetcherForm<ManageAction>({ key: `skip-${subscriptionId}-${date}` })
  const text = label ?? (skipped ? 'Undo skip' : 'Skip this week')
  return (
    <fetcher.Form method="post" aria-label={`${text}: ${dateLabel}`}>
      <Hidden fields={{ intent: skipped ? 'unskip' : 'skip', subscriptionId, date }} />
      <Button type="submit" variant="outlined" size="small" disabled={form.busy}>
        {text}
      </Button>
      {form.errorOf('date') && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {form.errorOf('date')}
        </Typography>
      )}
      <FormFeedback form={form} sx={{ mt: 1 }} />
    </fetcher.Form>
  )
}

/** Pause until a date (MUI X date picker); the posted `until` is the chosen date as YYYY-MM-DD. */
export function PauseForm({
  subscriptionId,
  formLabel = 'Pause until a date',
}: {
  subscriptionId: string
  /** Names the form; the staff page names whose plan it pauses. */
  formLabel?: string
}) {
  const label = 'Pause until'
  const { fetcher, form } = useFetcherForm<ManageAction>({ key: `pause-${subscriptionId}` })
  const [day, setDay] = useState<Date | null>(null)
  const until = day && isValid(day) ? format(day, 'yyyy-MM-dd') : ''
  const error = form.errorOf('until')
  return (
    <fetcher.Form method="post" aria-label={formLabel} noValidate>
      <Hidden fields={{ intent: 'pause', subscriptionId, until }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DatePicker
            label={label}
            value={day}
            onChange={setDay}
            disablePast
            slotProps={{
              textField: {
                size: 'small',
                error: Boolean(error),
                helperText: error ?? 'No meals and no charge until then.',
                sx: { minWidth: 0, maxWidth: 260 },
              },
            }}
          />
        </LocalizationProvider>
        <SubmitButton label="Pause" busyLabel="Pausing…" form={form} />
      </Box>
      <FormFeedback form={form} sx={{ mt: 1 }} />
    </fetcher.Form>
  )
}

/** A form with only its intent and the subscription, behind one button (Resume). */
export function IntentButton({
  subscriptionId,
  intent,
  label,
  busyLabel,
}: {
  subscriptionId: string
  intent: 'resume'
  label: string
  busyLabel: string
}) {
  const { fetcher, form } = useFetcherForm<ManageAction>({ key: `${intent}-${subscriptionId}` })
  return (
    <fetcher.Form method="post" aria-label={label}>
      <Hidden fields={{ intent, subscriptionId }} />
      <SubmitButton label={label} busyLabel={busyLabel} form={form} />
      <FormFeedback form={form} sx={{ mt: 1 }} />
    </fetcher.Form>
  )
}

/** "Change meals" for one cycle: a quantity per package of the plan, adding up to the plan's meals. */
export function MealsDialogButton({ view, cycle }: { view: SubscriptionView; cycle: CycleView }) {
  const [open, setOpen] = useState(false)
  const { fetcher, form } = useFetcherForm<ManageAction>({ key: `meals-${view.id}-${cycle.date}` })
  const quantityOf = (id: string) => cycle.meals.find((meal) => meal.chefPackageId === id)?.quantity ?? 0
  const done = form.result?.ok === true
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Change meals
      </Button>
      {open && (
        <FormDialog
          title={`Meals for ${cycle.dateLabel}`}
          fetcher={fetcher}
          form={form}
          submitLabel="Save meals"
          busyLabel="Saving…"
          done={done}
          onClose={() => setOpen(false)}
        >
          <Hidden fields={{ intent: 'meals', subscriptionId: view.id, date: cycle.date }} />
          <Typography sx={{ mb: 2 }} id={`meals-help-${view.id}-${cycle.date}`}>
            Choose {view.mealsPerCycle} meals in all. {cycle.cutoffLabel}.
          </Typography>
          <Stack spacing={1.5}>
            {view.packages.map((chefPackage) => (
              <FormField
                key={chefPackage.id}
                label={chefPackage.title}
                type="number"
                {...form.field(mealFieldName(chefPackage.id), String(quantityOf(chefPackage.id)))}
              />
            ))}
          </Stack>
          {(form.errorOf('meals') ?? form.errorOf('date')) && (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {form.errorOf('meals') ?? form.errorOf('date')}
            </Typography>
          )}
          <FormFeedback form={form} />
        </FormDialog>
      )}
    </>
  )
}

export interface SlotChoice {
  id: string
  label: string
}

/** "Change day or time": the plan's days, that day's times, the method, name and phone for the coming cycles. */
export function FulfilmentDialogButton({
  view,
  slotsByWeekday,
}: {
  view: SubscriptionView
  slotsByWeekday: SlotChoice[][]
}) {
  const [open, setOpen] = useState(false)
  const { fetcher, form } = useFetcherForm<ManageAction>({ key: `fulfilment-${view.id}` })
  const current = view.fulfilment
  const [weekday, setWeekday] = useState(form.valueOf('weekday', String(current.weekday)) ?? '')
  const [method, setMethod] = useState(form.valueOf('method', current.method) ?? current.method)
  const slots = slotsByWeekday[Number(weekday)] ?? []
  const done = form.result?.ok === true
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change day or time
      </Button>
      {open && (
        <FormDialog
          title="Change day or time"
          fetcher={fetcher}
          form={form}
          submitLabel="Save"
          busyLabel="Saving…"
          done={done}
          onClose={() => setOpen(false)}
        >
          <Hidden fields={{ intent: 'fulfilment', subscriptionId: view.id }} />
          <Stack spacing={1.5}>
            <Typography>From the next week whose choices are still open.</Typography>
            <FormField
              label="Day"
              name="weekday"
              options={view.planDays.map((day) => ({ value: String(day), label: weekdayNames[day] ?? '' }))}
              defaultValue={weekday}
              onValueChange={setWeekday}
              error={form.errorOf('weekday')}
            />
            <FormField
              key={weekday}
              label="Time"
              name="slotId"
              options={slots.map((slot) => ({ value: slot.id, label: slot.label }))}
              defaultValue={form.valueOf('slotId', current.slotId)}
              error={form.errorOf('slotId')}
            />
            <FormField
              label="How you receive your meals"
              name="method"
              options={view.planMethods.map((value) => ({ value, label: fulfilmentMethodLabels[value] }))}
              defaultValue={method}
              onValueChange={setMethod}
              error={form.errorOf('method')}
            />
            <FormField label="Name" {...form.field('name', current.name)} />
            <FormField label="Phone" type="tel" {...form.field('phone', current.phone)} />
            {method !== 'pickup' && (
              <>
                <FormField
                  label="Street and number"
                  {...form.field('address.line1', current.address?.line1)}
                />
                <FormField
                  label="Apartment, floor"
                  {...form.field('address.line2', current.address?.line2)}
                />
                <FormField label="City" {...form.field('address.city', current.address?.city)} />
                <FormField
                  label="Postal code"
                  {...form.field('address.postalCode', current.address?.postalCode)}
                />
              </>
            )}
          </Stack>
          <FormFeedback form={form} />
        </FormDialog>
      )}
    </>
  )
}

/** "Cancel plan" behind the shared confirmation, saying when the plan ends. */
export function CancelPlanButton({ view }: { view: SubscriptionView }) {
  const [open, setOpen] = useState(false)
  const { fetcher, form } = useFetcherForm<ManageAction>({ key: `cancel-${view.id}` })
  const ends: ReactNode = view.cancelEndsLabel
    ? `It ends after your meals of ${view.cancelEndsLabel}, the last week already charged. Nothing more is charged and no more meals are made.`
    : 'It ends now: nothing has been charged yet and nothing more will be.'
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Cancel plan
      </Button>
      <ConfirmDialog
        open={open}
        question={`Cancel ${view.planName}?`}
        description={ends}
        confirmLabel="Cancel the plan"
        onClose={() => setOpen(false)}
        fields={{ intent: 'cancel', subscriptionId: view.id }}
        formComponent={fetcher.Form}
      />
      <FormFeedback form={form} sx={{ mt: 1 }} />
    </>
  )
}
