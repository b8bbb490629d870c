import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLoaderData } from 'react-router'
import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table.tsx'
import { mealPlans } from '../../lib/data/meal-plans.ts'
import { planPriceText, weekdayNames } from '../../shared/meal-plans/plan-input.ts'
import type { MealPlan } from '../../shared/schemas/meal-plan.ts'

// /meal-plans-admin (staff): every weekly meal plan, published or draft, with what it holds and costs; each opens in
// the editor, and "New plan" starts one.

export async function loader() {
  const plans = await mealPlans.query({ limit: 200 })
  return { plans: [...plans].sort((a, b) => a.name.localeCompare(b.name)) }
}

const editLink = (plan: MealPlan) => (
  <PageLink to={`/meal-plan-editor/${encodeURIComponent(plan.id)}`}>{plan.name}</PageLink>
)

const status = (plan: MealPlan) => (
  <Chip
    size="small"
    label={plan.published ? 'Published' : 'Draft'}
    color={plan.published ? 'success' : 'default'}
    variant="outlined"
  />
)

const holds = (plan: MealPlan) =>
  `${plan.mealsPerCycle} meals${plan.servingsPerMeal > 1 ? ` for ${plan.servingsPerMeal}` : ''} · ${plan.fulfilmentDays
    .map((day) => weekdayNames[day]!.slice(0, 3))
    .join(', ')}`

const price = (plan: MealPlan) => {
  const text = planPriceText(plan)
  return `${text.price}${text.saving ? ` (${text.saving} on ${text.listPrice})` : ''}`
}

const columns: ResponsiveColumn<MealPlan>[] = [
  { header: 'Plan', cell: editLink },
  { header: 'Status', cell: status },
  { header: 'Holds', cell: holds },
  { header: 'Subscribers pay', cell: price },
]

export function Component() {
  const { plans } = useLoaderData<typeof loader>()
  return (
    <Box sx={{ py: 3 }}>
      <PageHeadingRow title="Meal Plans" />
      <Typography sx={{ mb: 2 }}>
        Weekly plans customers subscribe to. Published plans are on the public meal plans page.
      </Typography>
      <Button component={RouterLink} to="/meal-plan-editor" variant="contained" sx={{ mb: 2 }}>
        New plan
      </Button>
      <Typography id="meal-plans-heading" variant="h6" component="h2" gutterBottom>
        {plans.length === 0 ? 'No plans yet' : `${plans.length} plan${plans.length === 1 ? '' : 's'}`}
      </Typography>
      {plans.length > 0 && (
        <ResponsiveTable
          rows={plans}
          labelId="meal-plans-heading"
          columns={columns}
          entry={(plan) => (
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{editLink(plan)}</Typography>
                {status(plan)}
              </Stack>
              <Typography variant="body2">{holds(plan)}</Typography>
              <Typography variant="body2">{price(plan)}</Typography>
            </Stack>
          )}
        />
      )}
    </Box>
  )
}
