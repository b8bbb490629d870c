import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { formatPrice } from '../../../../src/shared/money.ts'
import { Paragraph, layoutMail, palette, type MailContent } from './mail-layout.tsx'
import { OrderSummary, type OrderMailModel } from './order-summary.tsx'

// The chef's alerts about an order: a new paid order, and the changes the kitchen must not miss (the customer
// cancelled, a payment failed, money went back, the order moved). Each shows the whole order the way the kitchen
// reads it, allergies and diets first and in bold.

export const chefAlertKinds = [
  'newOrder',
  'cancelled',
  'paymentFailed',
  'refunded',
  'moved',
  'balanceFailed',
] as const
export type ChefAlertKind = (typeof chefAlertKinds)[number]

/** What an alert says beyond the order itself. */
export interface ChefAlertDetails {
  /** Cancelled: what goes back to the customer; refunded: the amount of this refund. */
  refundedCents?: number
  /** Refunded: whether everything paid has now gone back. */
  fullRefund?: boolean
  /** Balance failed: the balance the saved card did not pay. */
  amountCents?: number
  /** Why (a refund's reason, the customer's cancellation reason). */
  reason?: string
  /** Moved: when the order was booked before, as "Thu, Dec 24, 2026, 11:00 AM – 1:00 PM (New York time)". */
  movedFrom?: string
}

const money = (cents: number) => formatPrice(cents / 100)

function copyFor(kind: ChefAlertKind, order: OrderMailModel, details: ChefAlertDetails) {
  const number = order.orderNumber
  const who = order.customerName ? ` from ${order.customerName}` : ''
  const when = order.fulfilment ? `${order.fulfilment.date}, ${order.fulfilment.slot}` : 'no date'
  switch (kind) {
    case 'newOrder':
      return {
        subject: `New paid order ${number}${who}`,
        heading: `New order ${number}`,
        intro: `A new order was paid, for ${when}.`,
      }
    case 'cancelled':
      return {
        subject: `Order ${number} was cancelled by the customer`,
        heading: `Order ${number} was cancelled`,
        intro: details.refundedCents
          ? `The customer cancelled order ${number} (booked for ${when}). ${money(details.refundedCents)} is refunded to their card automatically.`
          : `The customer cancelled order ${number} (booked for ${when}). Nothing was refunded.`,
      }
    case 'paymentFailed':
      return {
        subject: `Payment failed for order ${number}`,
        heading: `The payment for order ${number} failed`,
        intro: `The customer's payment for order ${number} (for ${when}) did not go through. The order is not paid.`,
      }
    case 'refunded': {
      const amount = money(details.refundedCents ?? 0)
      const extent = details.fullRefund ? 'a full refund' : 'a partial refund'
      return {
        subject: `Refund of ${amount} for order ${number}`,
        heading: `${amount} refunded on order ${number}`,
        intro: `${amount} went back to the customer's card (${extent}).`,
      }
    }
    case 'balanceFailed':
      return {
        subject: `Balance of order ${number} not paid`,
        heading: `The balance of order ${number} was not paid`,
        intro: `The saved card could not be charged the balance of ${money(details.amountCents ?? 0)} for order ${number} (for ${when}). The customer was sent a link to pay it.`,
      }
    case 'moved':
      return {
        subject: `Order ${number} was moved to ${when}`,
        heading: `Order ${number} was moved`,
        intro: `Order ${number} moved from ${details.movedFrom ?? 'its earlier time'} to ${when}.`,
      }
  }
}

const strong = {
  color: palette.ink,
  fontSize: '15px',
  lineHeight: '22px',
  margin: '0 0 6px',
  fontWeight: 700,
}

/** The customer's allergies and diets, in bold, with what they confirmed at order review. */
export function DietaryNotice({ dietary }: { dietary: NonNullable<OrderMailModel['dietary']> }) {
  return (
    <Section style={{ border: `2px solid ${palette.accent}`, padding: '12px 16px', margin: '0 0 16px' }}>
      {dietary.allergies.length > 0 ? (
        <Text style={strong}>
          <strong>{`Allergies: ${dietary.allergies.join(', ')}`}</strong>
        </Text>
      ) : null}
      {dietary.diets.length > 0 ? (
        <Text style={strong}>
          <strong>{`Diets: ${dietary.diets.join(', ')}`}</strong>
        </Text>
      ) : null}
      {dietary.confirmed.length > 0 ? (
        <Text style={{ ...strong, fontWeight: 400 }}>
          {`The customer confirmed they read that the order contains ${dietary.confirmed.join(', ')}.`}
        </Text>
      ) : null}
    </Section>
  )
}

export function chefAlertMail(
  kind: ChefAlertKind,
  order: OrderMailModel,
  details: ChefAlertDetails = {},
): MailContent {
  const copy = copyFor(kind, order, details)
  return layoutMail({
    subject: `${order.businessName}: ${copy.subject}`,
    businessName: order.businessName,
    heading: copy.heading,
    intro: copy.intro,
    action: { label: 'Open the order', href: order.orderUrl },
    footer: `You get this alert because you are on ${order.businessName}'s alert list (Admin Settings).`,
    children: (
      <>
        {details.reason ? <Paragraph>{`Reason: ${details.reason}`}</Paragraph> : null}
        {order.dietary ? <DietaryNotice dietary={order.dietary} /> : null}
        <OrderSummary order={order} notesLabel="Customer's notes" />
      </>
    ),
  })
}
