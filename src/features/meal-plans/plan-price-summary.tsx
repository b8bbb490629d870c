import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { planPriceText } from '../../shared/meal-plans/plan-input.ts'
import type { MealPlan } from '../../shared/schemas/meal-plan.ts'

/** A plan in short, as the plans list and the plan's page show it: meals and cadence, then the price with any saving. */
export function PlanPriceSummary({ plan, sx }: { plan: MealPlan; sx?: SxProps<Theme> }) {
  const price = planPriceText(plan)
  const servings = plan.servingsPerMeal > 1 ? ` for ${plan.servingsPerMeal}` : ''
  return (
    <>
      <Typography>
        {plan.mealsPerCycle} meals{servings} · {price.cadence}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={[{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <Typography sx={{ fontWeight: 600 }}>{price.price}</Typography>
        {price.saving && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
              <span className="visually-hidden">List price </span>
              {price.listPrice}
            </Typography>
            <Chip size="small" color="success" label={price.saving} />
          </>
        )}
      </Stack>
    </>
  )
}
