import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { mealPlans } from '../../lib/data/meal-plans.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { loginRedirect, optionalUser } from '../../lib/route-user.ts'
import { failed, submittedValues, type ActionFailure } from '../../shared/action-result.ts'
import { fulfilmentOptionsCallable, subscribeToMealPlanCallable } from '../../shared/callables.ts'
import {
  forgetChoice,
  keepChoice,
  keptChoice,
  readSubscribeForm,
  subscribeFormFieldOf,
  subscribeRequestKey,
} from './subscribe-form.ts'
import { PlanPriceSummary } from './plan-price-summary.tsx'
import { SubscribeSection } from './subscribe-section.tsx'
import { notFound } from '../../lib/not-found.ts'

// /meal-plan/:planId (everyone): one published plan and its subscribe form. Guests are sent to sign in or create
// an account with their choice kept, and come back here; a signed-in customer's subscription is checked on the
// server (subscribeToMealPlanCallable), which answers with the payment provider's page to go to.

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const planId = params['planId'] ?? ''
  const plan = await orNullWhenDenied(mealPlans.get(planId))
  if (!plan?.published) throw notFound('This meal plan is not open.')
  const [packages, options, user] = await Promise.all([
    Promise.all(plan.chefPackageIds.map((id) => orNullWhenDenied(chefPackages.get(id)))),
    callFunction(fulfilmentOptionsCallable, {
      cartData: plan.chefPackageIds.map((chefPackageId) => ({ chefPackageId, quantity: 1 })),
    }).then(dataOrThrow),
    optionalUser(context),
  ])
  return {
    plan,
    packages: packages.flatMap((item) =>
      item ? [{ id: item.id, title: item.title, description: item.description }] : [],
    ),
    options,
    signedIn: user !== null,
    checkoutCancelled: new URL(request.url).searchParams.get('checkout') === 'cancelled',
    kept: keptChoice(planId),
    now: Date.now(),
  }
}

export async function action({
  request,
  params,
  context,
}: ActionFunctionArgs): Promise<ActionFailure | Response> {
  const planId = params['planId'] ?? ''
  const formData = await request.formData()
  const values = submittedValues(formData)
  const user = await optionalUser(context)
  if (!user) {
    // A subscription needs an account: keep the choice and come back here after signing in or signing up.
    keepChoice(planId, values)
    return redirect(loginRedirect(`/meal-plan/${encodeURIComponent(planId)}`))
  }
  const plan = await orNullWhenDenied(mealPlans.get(planId))
  if (!plan) return failed({ formError: 'This meal plan is not open any more.' }, values)
  const read = readSubscribeForm(formData, planId, plan.chefPackageIds)
  if (!read.ok) return failed({ fieldErrors: read.fieldErrors }, values)
  const requestKey = await subscribeRequestKey({ ...read.input, user: user.uid })
  const answer = await callFunction(subscribeToMealPlanCallable, { ...read.input, requestKey }, { values })
  if (!answer.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(answer.fieldErrors).map(([field, message]) => [subscribeFormFieldOf(field), message]),
    )
    return { ...answer, fieldErrors }
  }
  forgetChoice(planId)
  return redirect(answer.data.checkoutUrl)
}

export function Component() {
  const { plan, packages, options, signedIn, kept, now, checkoutCancelled } = useLoaderData<typeof loader>()
  return (
    <Box sx={{ py: 3, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {plan.name}
      </Typography>
      {plan.description && <Typography sx={{ mb: 1 }}>{plan.description}</Typography>}
      <PlanPriceSummary plan={plan} sx={{ mb: 3 }} />
      <SubscribeSection
        checkoutCancelled={checkoutCancelled}
        plan={plan}
        packages={packages}
        options={options}
        signedIn={signedIn}
        kept={kept}
        now={now}
      />
    </Box>
  )
}
