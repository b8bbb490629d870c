import { formatPrice } from '../../../src/shared/money.ts'
import { html, rawHtml } from '../../../src/shared/html.ts'
import { fulfilmentRows } from '../../../src/shared/fulfilment/describe-fulfilment.ts'
import { orderLabel } from '../../../src/shared/orders/order-state.ts'
import type { Order } from '../../../src/shared/schemas/order.ts'
import type { OrderFulfilment } from '../../../src/shared/schemas/order-fulfilment.ts'
import type { OutgoingMail } from '../mail/enqueue-mail.ts'

/** The order status page: guests get their token in the link (the only way they can open it). */
export function orderStatusUrl(origin: string, orderId: string, token: string | null): string {
  const query = token ? `?${new URLSearchParams({ token }).toString()}` : ''
  return `${origin}/order-status/${encodeURIComponent(orderId)}${query}`
}

/** Subject: company name and order number (a hash sign and the number; the id for older orders); the body links to the status page (docs/product.md, Mail). */
export function confirmationMail(input: {
  companyName: string
  order: Pick<
    Order,
    'id' | 'orderNumber' | 'customer_email' | 'cartData' | 'cartTotals' | 'orderNotes' | 'fulfilment'
  >
  statusUrl: string
}): OutgoingMail {
  const { companyName, order, statusUrl } = input
  const rows = order.cartData
    .map(
      (item) =>
        html`<tr>
          <td>${item.title}</td>
          <td style="text-align:right">${item.quantity}</td>
          <td style="text-align:right">${formatPrice(item.price * item.quantity)}</td>
        </tr>`,
    )
    .join('')
  return {
    to: [order.customer_email],
    subject: `${companyName} order ${orderLabel(order)}: thank you for your order`,
    html: html`<h1>Thank you for your order</h1>
      <p>
        We received order <strong>${orderLabel(order)}</strong>. You can follow it, and pay if you have not
        yet, on its status page:
      </p>
      <p><a href="${statusUrl}">View your order status</a></p>
      ${rawHtml(order.fulfilment ? fulfilmentHtml(order.fulfilment) : '')}
      <table cellpadding="6" style="border-collapse:collapse">
        <thead>
          <tr>
            <th align="left">Package</th>
            <th align="right">Qty</th>
            <th align="right">Amount</th>
          </tr>
        </thead>
        <tbody>
          ${rawHtml(rows)}
        </tbody>
      </table>
      <p>
        Subtotal ${order.cartTotals.subTotalDisplay}<br />Tax ${order.cartTotals.taxDisplay}<br />${rawHtml(
          order.cartTotals.deliveryFeeDisplay
            ? html`Delivery ${order.cartTotals.deliveryFeeDisplay}<br />`
            : '',
        )}<strong>Total ${order.cartTotals.totalDisplay}</strong>
      </p>
      ${rawHtml(order.orderNotes ? html`<p>Your notes: ${order.orderNotes}</p>` : '')}
      <p>${companyName}</p>`,
  }
}

/**
 * When, where and for whom, as the status page shows it: times in the business time zone with the zone named.
 * Every value is escaped; notes keep their line breaks.
 */
function fulfilmentHtml(fulfilment: OrderFulfilment): string {
  const rows = fulfilmentRows(fulfilment)
    .map(
      ({ label, value, href }) =>
        html`<tr>
          <th align="left" style="vertical-align:top;padding-right:12px;font-weight:normal">${label}</th>
          <td style="white-space:pre-line">
            <strong>${href ? rawHtml(html`<a href="${href}">${value}</a>`) : value}</strong>
          </td>
        </tr>`,
    )
    .join('')
  return html`<h2>When and where</h2>
    <table cellpadding="4" style="border-collapse:collapse">
      <tbody>
        ${rawHtml(rows)}
      </tbody>
    </table>`
}
