import { formatCents } from '../../shared/money.ts'
import { sentRefundCents } from '../../shared/orders/refund-amounts.ts'
import type { OrderRefund } from '../../shared/schemas/order.ts'

// Where a refund stands, in words, on the order page. A refund of an order paid in two payments may go back as two
// provider refunds (the balance's payment, then the deposit's): the customer sees two lines on their statement, and
// a refusal after the first part leaves that part given back, which the words must not hide.

/** "$882.00 to the balance's payment and $118.00 to the deposit's", for a refund sent in two parts. */
function partsInWords(refund: OrderRefund, depositIntent: string | null | undefined): string {
  const words = (refund.parts ?? []).map(
    (part) =>
      `${formatCents(part.amountCents)} to the ${part.paymentIntentId === depositIntent ? "deposit's" : "balance's"} payment`,
  )
  return words.join(' and ')
}

export function refundStatusWords(
  refund: OrderRefund,
  isAdmin: boolean,
  depositIntent?: string | null,
): string {
  const twoParts = (refund.parts?.length ?? 0) > 1
  const sentCents = sentRefundCents(refund)
  if (refund.status === 'sent') {
    return twoParts
      ? `sent to the card as two refunds: ${partsInWords(refund, depositIntent)}`
      : 'sent to the card'
  }
  if (refund.status === 'pending') {
    return sentCents > 0
      ? `partly sent: ${formatCents(sentCents)} to the card, the rest is pending and will be sent shortly`
      : 'pending: it will be sent shortly'
  }
  const why =
    isAdmin && refund.lastError
      ? `not sent: ${refund.lastError}`
      : 'could not be sent; the business has been told'
  return sentCents > 0 ? `partly sent: ${formatCents(sentCents)} to the card, the rest ${why}` : why
}
