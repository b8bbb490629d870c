import { formatCents } from '../../../../src/shared/money.ts'
import type { MailContact } from '../business-contact.ts'
import { chefAlertFooter, layoutMail, type MailContent } from './mail-layout.tsx'
import { OrderSummary, type OrderMailModel } from './order-summary.tsx'

// The mails a subscription's cycles and their charges send: the cycle's order to the customer (saying where it
// moved when its time was full), a cycle nobody could fit in, and a charge that failed (to the customer with the
// page to pay it with another card, again as a reminder, and to the chef). Every value is escaped by React.

const when = (order: OrderMailModel) =>
  order.fulfilment ? `${order.fulfilment.date}, ${order.fulfilment.slot}` : 'the chosen day'

/** The cycle's order: what is coming when, charged to the saved card; where it moved when its time was full. */
export function cycleOrderMail(
  order: OrderMailModel,
  cycle: { planName: string; movedFrom?: string | undefined },
): MailContent {
  const moved = cycle.movedFrom
    ? ` Your meals moved to ${when(order)}: the time you chose (${cycle.movedFrom}) was full.`
    : ''
  const intro = `Your ${cycle.planName} meals for ${when(order)} are booked as order ${order.orderNumber}. This cycle is charged to the card you subscribed with.${moved}`
  return layoutMail({
    subject: `${order.businessName}: your ${cycle.planName} meals for ${order.fulfilment?.date ?? 'this cycle'}${cycle.movedFrom ? ' (moved)' : ''}`,
    businessName: order.businessName,
    heading: cycle.movedFrom ? 'Your meals moved to another time' : 'Your meals are booked',
    intro,
    greet: order.customerName,
    action: { label: 'View your order', href: order.orderUrl },
    footer: `${order.businessName} sends this mail for every cycle of your meal plan.`,
    contact: order.contact,
    children: <OrderSummary order={order} />,
  })
}

interface PlanMailFacts {
  businessName: string
  contact: MailContact
  planName: string
  /** The cycle's date in words. */
  date: string
  accountUrl: string
}

/** No time within the plan's rule had room for the cycle: nothing comes and nothing is charged. */
export function cycleNoRoomMail(facts: PlanMailFacts): MailContent {
  const intro = `We are sorry: we could not fit your ${facts.planName} meals for ${facts.date}, as every time near it is full. Nothing comes that week and nothing is charged for it (a charge already made is refunded). Your next cycle comes as usual.`
  return layoutMail({
    subject: `${facts.businessName}: no ${facts.planName} meals for ${facts.date}`,
    businessName: facts.businessName,
    heading: 'No meals this cycle',
    intro,
    action: { label: 'Your meal plans', href: facts.accountUrl },
    contact: facts.contact,
  })
}

/** The chef's alert for a cycle that made no order because no time had room. */
export function chefCycleNoRoomMail(facts: PlanMailFacts & { customerEmail: string }): MailContent {
  const intro = `The ${facts.planName} cycle of ${facts.customerEmail} for ${facts.date} made no order: no time within the plan's rule had room. The customer was told and is not charged for it.`
  return layoutMail({
    subject: `A meal plan cycle for ${facts.date} found no room`,
    businessName: facts.businessName,
    heading: 'A meal plan cycle found no room',
    intro,
    footer: chefAlertFooter(facts.businessName),
  })
}

/** The cycle's charge failed: pay the invoice with another card on the provider's page. */
export function updateCardMail(
  facts: Omit<PlanMailFacts, 'accountUrl'> & { amountCents: number; payUrl: string; reminder: boolean },
): MailContent {
  const amount = formatCents(facts.amountCents)
  const intro = facts.reminder
    ? `A reminder: the ${amount} for your ${facts.planName} meals for ${facts.date} is still unpaid. Please update your card and pay it with the button.`
    : `We could not charge your card ${amount} for your ${facts.planName} meals for ${facts.date}. Please update your card and pay it with the button; your meals stay booked.`
  return layoutMail({
    subject: `${facts.businessName}: ${facts.reminder ? 'reminder: ' : ''}update your card for your ${facts.planName}`,
    businessName: facts.businessName,
    heading: facts.reminder ? 'Your payment is still open' : 'Your payment did not go through',
    intro,
    action: { label: `Update your card and pay ${amount}`, href: facts.payUrl },
    contact: facts.contact,
  })
}

/** The chef's alert for a subscription's failed charge. */
export function chefSubscriptionPaymentFailedMail(
  facts: Omit<PlanMailFacts, 'accountUrl' | 'contact'> & { amountCents: number; customerEmail: string },
): MailContent {
  const intro = `The ${formatCents(facts.amountCents)} charge for the ${facts.planName} cycle of ${facts.customerEmail} for ${facts.date} failed. The customer was asked to update their card; the order stays on the calendar unpaid.`
  return layoutMail({
    subject: `Meal plan payment failed for ${facts.customerEmail}`,
    businessName: facts.businessName,
    heading: 'A meal plan payment failed',
    intro,
    footer: chefAlertFooter(facts.businessName),
  })
}
