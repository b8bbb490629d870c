import { orderMailModel } from '../mail/order-mail-model.ts'
import { orderMail } from '../mail/templates/order-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import type { Order } from '../../../src/shared/schemas/order.ts'
import { replyToOf, type MailContact } from '../mail/business-contact.ts'
import type { OutgoingMail } from '../mail/enqueue-mail.ts'

/** The order status page: guests get their token in the link (the only way they can open it). */
export function orderStatusUrl(origin: string, orderId: string, token: string | null): string {
  const query = token ? `?${new URLSearchParams({ token }).toString()}` : ''
  return `${origin}/order-status/${encodeURIComponent(orderId)}${query}`
}

/**
 * The mail sent when an order is placed: "{company} order #N: thank you for your order" (the id for older orders),
 * when and where, the items and totals, and a button to the status page (docs/product.md, Mail). Rendered from
 * the shared React Email layout to HTML and plain text; every value from people is escaped by React.
 */
export async function confirmationMail(input: {
  companyName: string
  order: Pick<
    Order,
    'id' | 'orderNumber' | 'customer_email' | 'cartData' | 'cartTotals' | 'orderNotes' | 'fulfilment'
  >
  statusUrl: string
  contact: MailContact
}): Promise<OutgoingMail> {
  const { companyName, order, statusUrl, contact } = input
  const rendered = await renderMail(
    orderMail(
      'orderReceived',
      orderMailModel(order, { businessName: companyName, orderUrl: statusUrl, contact }),
    ),
  )
  const replyTo = replyToOf(contact.email)
  return {
    to: [order.customer_email],
    ...(replyTo ? { replyTo } : {}),
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  }
}
