import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLoaderData } from 'react-router'
import { CardList } from '../../components/card-grid.tsx'
import { publishedMealPlans } from '../../lib/data/meal-plans.ts'
import { planPriceText } from '../../shared/meal-plans/plan-input.ts'
import type { MealPlan } from '../../shared/schemas/meal-plan.ts'

// /meal-plans (everyone): the published weekly meal plans, each with what it holds, what subscribers pay and how
// often; a plan opens its page, where customers subscribe.

export async function loader() {
  return { plans: await publishedMealPlans() }
}

function PlanCard({ plan }: { plan: MealPlan }) {
  const price = planPriceText(plan)
  const servings = plan.servingsPerMeal > 1 ? ` for ${plan.servingsPerMeal}` : ''
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/meal-plan/${encodeURIComponent(plan.id)}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {plan.name}
          </Typography>
          {plan.description && <Typography sx={{ mb: 1 }}>{plan.description}</Typography>}
          <Typography>
            {plan.mealsPerCycle} meals{servings} · {price.cadence}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
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
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

export function Component() {
  const { plans } = useLoaderData<typeof loader>()
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Weekly Meal Plans
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Subscribe once and your meals come every week: choose them before each cut-off, skip a week or pause
        whenever you like.
      </Typography>
      {plans.length === 0 ? (
        <Typography>No meal plans are open right now. Please look again soon.</Typography>
      ) : (
        <CardList items={plans} keyOf={(plan) => plan.id}>
          {(plan) => <PlanCard plan={plan} />}
        </CardList>
      )}
    </Box>
  )
}
