import { formatWallClock } from '../../../../src/shared/fulfilment/calendar-dates.ts'
import { chargeScheduleText } from '../../../../src/shared/meal-plans/plan-input.ts'
import { fulfilmentMethodLabels } from '../../../../src/shared/schemas/fulfilment-schedule.ts'
import type { MealSubscription } from '../../../../src/shared/schemas/meal-plan.ts'
import type { MailContact } from '../business-contact.ts'
import { Paragraph, layoutMail, type MailContent } from './mail-layout.tsx'

// "Your meal plan has started": sent once, when the subscription's Checkout is completed. It says when the first
// meals come and when the card is charged (at each cut-off, nothing before), and links to where the plan is managed.

export interface MealPlanStartedModel {
  businessName: string
  subscription: Pick<MealSubscription, 'planName' | 'fulfilment' | 'nextCycle' | 'priceCents'>
  cadenceWeeks: number
  timeZone: string
  manageUrl: string
  contact: MailContact
}

export function mealPlanStartedMail(model: MealPlanStartedModel): MailContent {
  const { subscription } = model
  const { fulfilment } = subscription
  const schedule = subscription.nextCycle
    ? chargeScheduleText({
        first: subscription.nextCycle,
        priceCents: subscription.priceCents,
        cadenceWeeks: model.cadenceWeeks,
        timeZone: model.timeZone,
      })
    : null
  const planName = subscription.planName || 'meal plan'
  const intro = `Thank you for subscribing to ${planName}. ${schedule?.firstMeals ?? ''}`.trim()
  const how = `${fulfilmentMethodLabels[fulfilment.method]}, ${formatWallClock(fulfilment.slotStart)} to ${formatWallClock(fulfilment.slotEnd)}`
  return layoutMail({
    subject: `Your meal plan has started: ${planName}`,
    businessName: model.businessName,
    heading: 'Your meal plan has started',
    intro,
    action: { label: 'Choose your meals and manage your plan', href: model.manageUrl },
    footer: `${model.businessName} sent you this mail because you subscribed to a meal plan.`,
    contact: model.contact,
    children: (
      <>
        <Paragraph>{how}.</Paragraph>
        {schedule ? <Paragraph>{schedule.charges}</Paragraph> : null}
        <Paragraph>
          Until each cut-off you can change that week’s meals, skip a week, pause or cancel from your account.
        </Paragraph>
      </>
    ),
  })
}
