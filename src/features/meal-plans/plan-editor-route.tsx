import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { CheckboxListField } from '../../components/checkbox-group-field.tsx'
import { EditorFrame, EditorNotices, EditorToolbar } from '../../components/editor-frame.tsx'
import { FormField } from '../../components/form-field.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { useEditor } from '../../components/use-editor.ts'
import { packagesForPicker } from '../../lib/data/chef-packages.ts'
import { mealPlans } from '../../lib/data/meal-plans.ts'
import { callFunction } from '../../lib/functions/call-function.ts'
import { failed, submittedValues, type ActionFailure } from '../../shared/action-result.ts'
import { saveMealPlanCallable } from '../../shared/callables.ts'
import { weekdayNames } from '../../shared/meal-plans/plan-input.ts'
import { formatCents } from '../../shared/money.ts'
import { fulfilmentMethodLabels, fulfilmentMethods } from '../../shared/schemas/fulfilment-schedule.ts'
import { subscriberPriceCents } from '../../shared/schemas/meal-plan.ts'
import { planFormFieldOf, planFormValues, readPlanForm } from './plan-form.ts'
import { notFound } from '../../lib/not-found.ts'

// /meal-plan-editor/:planId? (staff): every field of a weekly meal plan on one form. Saved through
// saveMealPlanCallable, which checks the packages and the business schedule and keeps the payment provider's price
// in line; refusals show next to their fields, with everything typed kept.

export async function loader({ params }: LoaderFunctionArgs) {
  const planId = params['planId']
  const [plan, packages] = await Promise.all([
    planId ? mealPlans.get(planId) : null,
    packagesForPicker(({ id, title }) => ({ id, title })),
  ])
  if (planId && !plan) throw notFound('This meal plan does not exist.')
  return { plan, packages }
}

export async function action({ request, params }: ActionFunctionArgs): Promise<ActionFailure | Response> {
  const formData = await request.formData()
  const values = submittedValues(formData)
  const read = readPlanForm(formData, params['planId'])
  if (!read.ok) return failed({ fieldErrors: read.fieldErrors }, values)
  const saved = await callFunction(saveMealPlanCallable, read.input, { values })
  if (!saved.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(saved.fieldErrors).map(([field, message]) => [planFormFieldOf(field), message]),
    )
    return { ...saved, fieldErrors }
  }
  return redirect(`/meal-plan-editor/${encodeURIComponent(saved.data.planId)}?saved=1`)
}

const weekdayOptions = weekdayNames.map((label, day) => ({ value: String(day), label }))
const methodOptions = fulfilmentMethods.map((method) => ({
  value: method,
  label: fulfilmentMethodLabels[method],
}))

export function Component() {
  const { plan, packages } = useLoaderData<typeof loader>()
  const editor = useEditor<typeof action>(plan)
  const form = editor.form
  const stored = planFormValues(plan)
  const field = (name: string) => form.field(name, stored[name])
  // Uncontrolled boxes: after a refused save they keep what was ticked (the frame remounts only on Reset).
  const chosenPackages = new Set(plan?.chefPackageIds ?? [])
  const packageTitle = (id: string) => packages.find((item) => item.id === id)?.title ?? id
  return (
    <EditorFrame
      record={plan ? { id: plan.id, title: plan.name } : null}
      title={plan ? `Meal Plan: ${plan.name}` : 'New Meal Plan'}
      maxWidth={760}
      editor={editor}
      links={
        <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
          <PageLink to="/meal-plans-admin">All meal plans</PageLink>
          {plan?.published && (
            <PageLink to={`/meal-plan/${encodeURIComponent(plan.id)}`}>Public page</PageLink>
          )}
        </Stack>
      }
    >
      <Form method="post" noValidate aria-label="Meal plan">
        <EditorNotices editor={editor} />
        {plan && (
          <Typography sx={{ my: 1 }}>
            Subscribers pay {formatCents(subscriberPriceCents(plan))} per cycle. A new price or cadence
            applies to new subscribers; running subscriptions keep the price they started with.
          </Typography>
        )}
        <Stack spacing={2} sx={{ mt: 1 }}>
          <FormField label="Name" required helperText="E.g. Five Weekday Lunches." {...field('name')} />
          <FormField label="Description" multiline minRows={2} {...field('description')} />
          <CheckboxListField
            name="chefPackageIds"
            legend="Packages subscribers choose from"
            hint="Subscribers choose each cycle’s meals from these."
            options={packages.map((item) => ({ value: item.id, label: item.title || item.id }))}
            defaultValues={[...chosenPackages]}
            error={form.errorOf('chefPackageIds')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField label="Meals per cycle" required type="number" {...field('mealsPerCycle')} />
            <FormField label="Servings per meal" required type="number" {...field('servingsPerMeal')} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField
              label="List price per cycle ($)"
              required
              helperText="E.g. 60.00."
              {...field('price')}
            />
            <FormField
              label="Subscriber discount (%)"
              type="number"
              helperText="0 for none."
              {...field('subscriberDiscountPercent')}
            />
          </Stack>
          <FormField
            label="How often"
            options={[
              { value: '1', label: 'Every week' },
              { value: '2', label: 'Every two weeks' },
            ]}
            {...field('cadenceWeeks')}
          />
          <CheckboxListField
            name="fulfilmentDays"
            legend="Fulfilment days"
            hint="Service days of the business schedule."
            options={weekdayOptions}
            defaultValues={(plan?.fulfilmentDays ?? [3]).map(String)}
            error={form.errorOf('fulfilmentDays')}
            row
          />
          <CheckboxListField
            name="methods"
            legend="Methods"
            options={methodOptions}
            defaultValues={plan?.methods ?? ['pickup']}
            error={form.errorOf('methods')}
            row
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField
              label="Selection cut-off day"
              options={weekdayOptions}
              helperText="In the week before the meals' week."
              {...field('selectionCutoff.weekday')}
            />
            <FormField
              label="Cut-off time"
              helperText="24-hour clock, e.g. 23:59."
              {...field('selectionCutoff.time')}
            />
          </Stack>
          <FormField
            label="When a chosen meal is unavailable"
            options={[
              { value: 'firstAvailable', label: 'The first available package of the plan' },
              { value: 'fallbackPackage', label: 'The fallback package' },
            ]}
            {...field('unavailableMealRule')}
          />
          <FormField
            label="Fallback package"
            options={[
              { value: '', label: 'None' },
              ...[...chosenPackages].map((id) => ({ value: id, label: packageTitle(id) })),
              ...packages
                .filter((item) => !chosenPackages.has(item.id))
                .map((item) => ({ value: item.id, label: item.title || item.id })),
            ]}
            helperText="One of the plan's packages."
            {...field('fallbackChefPackageId')}
          />
          <FormField
            label="When the subscriber's time is full"
            options={[
              { value: 'nextSlotSameDay', label: 'The next time that day with room' },
              { value: 'nextServiceDay', label: 'The same time on the next service day' },
            ]}
            {...field('fullSlotRule')}
          />
          <FormControlLabel
            control={<Checkbox name="published" defaultChecked={plan?.published ?? false} />}
            label="Published: shown on the meal plans page and open for subscribing"
          />
        </Stack>
        <EditorToolbar editor={editor} placement="bottom" />
      </Form>
    </EditorFrame>
  )
}
