import { describe, expect, it } from 'vitest'
import { parseRefundForm, refundAmountOf, refundFieldErrors } from './refund-form.ts'
import { formDataOf } from '../../../tests/support/form-data.ts'

describe('refund form', () => {
  it('reads the amount the confirmation names, or nothing when the form cannot read it', () => {
    expect(refundAmountOf(formDataOf({ amount: ' 20 ' }))).toBe(20)
    expect(refundAmountOf(formDataOf({ amount: '12.50' }))).toBe(12.5)
    for (const amount of ['', '0', 'twenty', '1.234'])
      expect(refundAmountOf(formDataOf({ amount }))).toBeNull()
    expect(refundAmountOf(formDataOf({}))).toBeNull()
  })

  it('turns dollars and cents into integer cents', () => {
    const parsed = parseRefundForm(
      formDataOf({ amount: ' 25.5 ', refundReason: 'Late', requestKey: 'abcdefgh12' }),
    )
    expect(parsed).toEqual({
      success: true,
      data: { amountCents: 2550, reason: 'Late', requestKey: 'abcdefgh12' },
    })
    const cents = parseRefundForm(formDataOf({ amount: '0.07', refundReason: 'x', requestKey: 'abcdefgh12' }))
    expect(cents.success && cents.data.amountCents).toBe(7)
  })

  it.each([
    ['', 'Please enter an amount such as 25 or 25.50.'],
    ['12.345', 'Please enter an amount such as 25 or 25.50.'],
    ['-5', 'Please enter an amount such as 25 or 25.50.'],
    ['ten', 'Please enter an amount such as 25 or 25.50.'],
    ['0', 'Please enter an amount above $0.00.'],
  ])('refuses the amount %j', (amount, message) => {
    const parsed = parseRefundForm(formDataOf({ amount, refundReason: 'x', requestKey: 'abcdefgh12' }))
    expect(parsed.success).toBe(false)
    if (!parsed.success)
      expect(parsed.error.issues.find((issue) => issue.path[0] === 'amount')?.message).toBe(message)
  })

  it('asks for a reason', () => {
    const parsed = parseRefundForm(formDataOf({ amount: '5', refundReason: '  ', requestKey: 'abcdefgh12' }))
    expect(parsed.success).toBe(false)
  })

  it('shows the server message about the amount next to the amount field', () => {
    expect(refundFieldErrors({ amountCents: 'At most $10.00.' })).toEqual({ amount: 'At most $10.00.' })
    expect(refundFieldErrors({ reason: 'Too long.' })).toEqual({ refundReason: 'Too long.' })
  })
})
