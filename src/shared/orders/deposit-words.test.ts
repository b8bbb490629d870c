import { describe, expect, it } from 'vitest'
import { depositFact, depositRuleWords } from './deposit-words.ts'

describe('a deposit in words', () => {
  it('names a percentage or an amount', () => {
    expect(depositRuleWords({ kind: 'percent', percent: 30 })).toBe('30 %')
    expect(depositRuleWords({ kind: 'amount', amountCents: 25_050 })).toBe('$250.50')
  })

  it('tells the customer before ordering what happens to their card, and when it is paid in full', () => {
    expect(depositFact({ rule: { kind: 'percent', percent: 30 }, balanceDueDaysBefore: 14 })).toBe(
      'A 30 % deposit books your date; the rest is charged to the same card 14 days before (booked closer than that, it is paid in full).',
    )
    expect(depositFact({ rule: { kind: 'amount', amountCents: 20_000 }, balanceDueDaysBefore: 1 })).toContain(
      'A $200.00 deposit books your date; the rest is charged to the same card 1 day before',
    )
  })
})
