import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLoaderData } from 'react-router'
import { CardList } from '../../components/card-grid.tsx'
import { publishedMealPlans } from '../../lib/data/meal-plans.ts'
import type { MealPlan } from '../../shared/schemas/meal-plan.ts'
import { PlanPriceSummary } from './plan-price-summary.tsx'

// /meal-plans (everyone): the published weekly meal plans, each with what it holds, what subscribers pay and how
// often; a plan opens its page, where customers subscribe.

export async function loader() {
  return { plans: await publishedMealPlans() }
}

function PlanCard({ plan }: { plan: MealPlan }) {
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
          <PlanPriceSummary plan={plan} />
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
