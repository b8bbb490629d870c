import { Text } from '@react-email/text'
import { layoutMail, palette, type MailContent } from './mail-layout.tsx'
import { formatCents } from '../../../../src/shared/money.ts'
import { OrderSummary, type OrderMailModel } from './order-summary.tsx'

// Every mail a customer gets about an order (the chef's alerts are in chef-alert-mails.tsx), as a subject and a React Email element. Rendering to
// HTML and plain text happens in render-mail.ts; sending goes through the mail delivery queue.

export type OrderMailKind =
  | 'orderReceived'
  | 'paymentReceipt'
  | 'orderConfirmed'
  | 'readyForPickup'
  | 'outForDelivery'
  | 'orderCancelled'
  | 'orderRefunded'
  | 'orderMoved'
  | 'itemsChanged'
  | 'fulfilmentClosed'
  | 'fulfilmentReminder'
  | 'orderUpdate'
  | 'balanceReminder'
  | 'balanceReceipt'
  | 'balanceDue'

type Copy = { subject: string; heading: string; intro: string; action: string; extra?: string }

function copyFor(kind: OrderMailKind, order: OrderMailModel): Copy {
  const number = order.orderNumber
  const when = order.fulfilment ? `${order.fulfilment.date}, ${order.fulfilment.slot}` : 'your chosen date'
  switch (kind) {
    case 'orderReceived':
      return {
        // The original app's confirmation subject: the company name and the order.
        subject: `order ${number}: thank you for your order`,
        heading: 'Thank you for your order',
        intro: `We received order ${number}. It is held for you for a short while and booked once it is paid; you can pay, and follow it, on its page.`,
        action: 'View your order status',
      }
    case 'paymentReceipt':
      return {
        subject: `Receipt for order ${number}`,
        heading: 'Payment received',
        intro: `We received your payment for order ${number}. This mail is your receipt.`,
        action: 'View your order',
      }
    case 'orderConfirmed':
      return {
        subject: `Order ${number} is confirmed`,
        heading: 'Your order is confirmed',
        intro: `The kitchen has your order for ${when}.`,
        action: 'View your order',
      }
    case 'readyForPickup':
      return {
        subject: `Order ${number} is ready for pickup`,
        heading: 'Ready for pickup',
        intro: `Your order is ready. Please collect it ${when}.`,
        action: 'View pickup details',
      }
    case 'outForDelivery':
      return {
        subject: `Order ${number} is on its way`,
        heading: 'On its way',
        intro: 'Your order has left the kitchen and is on its way to you.',
        action: 'View your order',
      }
    case 'orderCancelled':
      return {
        subject: `Order ${number} was cancelled`,
        heading: 'Your order was cancelled',
        intro: order.refundedCents
          ? 'Your order was cancelled and the refund below is on its way to your card (it can take 5 to 10 days to show).'
          : 'Your order was cancelled.',
        action: 'View your order',
      }
    case 'orderRefunded':
      return {
        subject: `Refund for order ${number}`,
        heading: 'We sent you a refund',
        intro: 'A refund for your order is on its way to your card (it can take 5 to 10 days to show).',
        action: 'View your order',
      }
    case 'orderMoved':
      return {
        subject: `Order ${number} has a new date`,
        heading: 'Your order was moved',
        intro: `Your order is now booked for ${when}. ${movedAdvice(order)}`,
        action: 'View your order',
      }
    case 'itemsChanged':
      return {
        subject: `Order ${number} was changed: ${formatCents(order.amountDue?.cents ?? 0)} to pay`,
        heading: 'Your order was changed',
        intro: `We changed the items of your order as agreed; its new total is below. Please pay the difference of ${formatCents(order.amountDue?.cents ?? 0)} with the button.`,
        action: `Pay ${formatCents(order.amountDue?.cents ?? 0)}`,
      }
    case 'fulfilmentClosed':
      return {
        subject: `Order ${number}: we cannot serve it as booked`,
        heading: 'We have to change your booking',
        intro: `The kitchen is closed at the time your order is booked for (${when}). We will be in touch about a new date or your money back. ${movedAdvice(order)}`,
        action: 'View your order',
      }
    case 'orderUpdate':
      return {
        subject: `Update on order ${number}`,
        heading: 'An update on your order',
        intro: `${order.businessName} wrote an update on order ${number}:`,
        action: 'View your order',
      }
    case 'balanceReminder': {
      const cents = formatCents(order.balance?.cents ?? 0)
      return {
        subject: `Order ${number}: the balance of ${cents} is due ${order.balance?.dueDate ?? 'soon'}`,
        heading: 'Your balance is due soon',
        intro: `The balance of ${cents} for order ${number} is due on ${order.balance?.dueDate ?? 'its due date'}. We will charge it to the card you paid the deposit with on that day; nothing to do unless you would rather pay it now.`,
        action: 'Pay the balance now',
      }
    }
    case 'balanceReceipt':
      return {
        subject: `Receipt for the balance of order ${number}`,
        heading: 'Balance received',
        intro: `We received the balance of ${formatCents(order.balance?.cents ?? 0)} for order ${number}. Your order is now paid in full; this mail is your receipt.`,
        action: 'View your order',
      }
    case 'balanceDue': {
      const cents = formatCents(order.amountDue?.cents ?? 0)
      return {
        subject: `Order ${number}: please pay the balance of ${cents}`,
        heading: 'Your balance is not paid yet',
        intro: order.balance?.actionRequired
          ? `Your bank asked you to confirm the payment of the balance of ${cents} for order ${number}, so we could not charge your saved card. Please pay it with the button.`
          : `We could not charge the balance of ${cents} for order ${number} to your saved card: it was declined. Please pay it with the button.`,
        action: `Pay ${cents}`,
      }
    }
    case 'fulfilmentReminder':
      return {
        subject: `Reminder: order ${number} is tomorrow`,
        heading: 'See you tomorrow',
        intro: `A reminder that your order is booked for ${when}.`,
        action: 'View your order',
      }
  }
}

/** What to do when a new date does not suit: reply only when a reply reaches the business. */
function movedAdvice(order: OrderMailModel): string {
  const { email, phone } = order.contact
  if (email) return 'If this does not suit you, reply to this mail.'
  if (phone) return `If this does not suit you, call us on ${phone}.`
  return `If this does not suit you, please let ${order.businessName} know.`
}

/** Footers: customers may turn off reminders. */
function footerFor(kind: OrderMailKind, order: OrderMailModel): string {
  if (kind === 'fulfilmentReminder') {
    return `${order.businessName} sends a reminder the day before each order. You can turn reminders off on your order's page.`
  }
  return `${order.businessName} sent you this mail about order ${order.orderNumber}.`
}

export function orderMail(kind: OrderMailKind, order: OrderMailModel): MailContent {
  const copy = copyFor(kind, order)
  return layoutMail({
    subject:
      kind === 'orderReceived'
        ? `${order.businessName} ${copy.subject}`
        : `${order.businessName}: ${copy.subject}`,
    businessName: order.businessName,
    heading: copy.heading,
    intro: copy.intro,
    greet: order.customerName,
    action: { label: copy.action, href: order.amountDue?.payUrl ?? order.orderUrl },
    footer: footerFor(kind, order),
    contact: order.contact,
    children: (
      <>
        {kind === 'orderUpdate' && order.updateText ? (
          <Text
            style={{
              color: palette.ink,
              fontSize: '15px',
              lineHeight: '22px',
              margin: '0 0 16px',
              padding: '12px 16px',
              borderLeft: `3px solid ${palette.accent}`,
              whiteSpace: 'pre-line',
            }}
          >
            {order.updateText}
          </Text>
        ) : null}
        <OrderSummary order={order} />
      </>
    ),
  })
}
