import { describe, expect, it } from 'vitest'
import type { OrderRefund } from '../../shared/schemas/order.ts'
import { refundStatusWords } from './refund-status-words.ts'

const refund = (fields: Partial<OrderRefund> = {}): OrderRefund => ({
  id: 'r1',
  amountCents: 100_000,
  reason: '',
  by: 'admin',
  at: 1,
  status: 'sent',
  attempts: 0,
  ...fields,
})
const balancePart = { paymentIntentId: 'pi_balance', amountCents: 88_200 }
const depositPart = { paymentIntentId: 'pi_deposit', amountCents: 11_800 }

describe("a refund's status in words", () => {
  it('reads as before for a refund that is one provider refund', () => {
    expect(refundStatusWords(refund(), false)).toBe('sent to the card')
    expect(refundStatusWords(refund({ parts: [depositPart] }), true, 'pi_deposit')).toBe('sent to the card')
    expect(refundStatusWords(refund({ status: 'pending' }), false)).toBe('pending: it will be sent shortly')
    expect(refundStatusWords(refund({ status: 'failed', lastError: 'Charge disputed' }), true)).toBe(
      'not sent: Charge disputed',
    )
    expect(refundStatusWords(refund({ status: 'failed', lastError: 'Charge disputed' }), false)).toBe(
      'could not be sent; the business has been told',
    )
  })

  it('names both payments of a refund sent in two parts', () => {
    const sent = refund({
      parts: [
        { ...balancePart, providerRefundId: 're_1' },
        { ...depositPart, providerRefundId: 're_2' },
      ],
    })
    expect(refundStatusWords(sent, false, 'pi_deposit')).toBe(
      "sent to the card as two refunds: $882.00 to the balance's payment and $118.00 to the deposit's payment",
    )
  })

  it('says what of a split refund already went back while the rest waits or was refused', () => {
    const first = { ...balancePart, providerRefundId: 're_1' }
    expect(refundStatusWords(refund({ status: 'pending', parts: [first, depositPart] }), false)).toBe(
      'partly sent: $882.00 to the card, the rest is pending and will be sent shortly',
    )
    const refused = refund({
      status: 'failed',
      lastError: 'Refund amount is too large',
      parts: [first, { ...depositPart, error: 'Refund amount is too large' }],
    })
    expect(refundStatusWords(refused, true)).toBe(
      'partly sent: $882.00 to the card, the rest not sent: Refund amount is too large',
    )
    expect(refundStatusWords(refused, false)).toBe(
      'partly sent: $882.00 to the card, the rest could not be sent; the business has been told',
    )
  })
})
