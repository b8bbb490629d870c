import type { MailContact } from '../business-contact.ts'
import { Paragraph, layoutMail, type MailContent } from './mail-layout.tsx'

// The mail that confirms a change to a meal plan subscription (meals, a skipped week, a pause, a new day, a
// cancellation): what changed, who changed it, and the link to the customer's meal plans page.

export interface MealPlanChangeMailModel {
  businessName: string
  customerName: string
  planName: string
  /** One sentence: what is now so ("We will skip your meals for Wed, Dec 16, 2026."). */
  summary: string
  /** The business made the change for the customer. */
  byStaff: boolean
  manageUrl: string
  contact: MailContact
}

export function mealPlanChangeMail(model: MealPlanChangeMailModel): MailContent {
  const who = model.byStaff
    ? `${model.businessName} changed your meal plan for you.`
    : 'You changed your meal plan.'
  return layoutMail({
    subject: `Your meal plan: ${model.planName}`,
    businessName: model.businessName,
    preview: model.summary,
    heading: 'Your meal plan was changed',
    intro: `${who} ${model.summary}`,
    greet: model.customerName,
    action: { label: 'See your meal plans', href: model.manageUrl },
    footer: `${model.businessName} sent you this mail about your subscription to ${model.planName}.`,
    contact: model.contact,
    children: (
      <>
        <Paragraph>If you did not expect this change, answer this mail and we will put it right.</Paragraph>
      </>
    ),
  })
}
