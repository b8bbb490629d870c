import { formatCents } from '../money.ts'
import type { DepositRule } from '../schemas/payment-plan.ts'

// A package's deposit in words, for the pages a customer reads before ordering. Kept apart from the plan's schemas
// (deposit-plan.ts) so the public package page loads no more than these sentences.

/** The deposit rule in words: "30 %" or "$200.00". */
export function depositRuleWords(rule: DepositRule): string {
  return rule.kind === 'percent' ? `${rule.percent} %` : formatCents(rule.amountCents)
}

/** What ordering a deposit package means for the customer's card, as one sentence. */
export function depositFact(deposit: { rule: DepositRule; balanceDueDaysBefore: number }): string {
  const days = deposit.balanceDueDaysBefore
  return (
    `A ${depositRuleWords(deposit.rule)} deposit books your date; the rest is charged to the same card ` +
    `${days} ${days === 1 ? 'day' : 'days'} before (booked closer than that, it is paid in full).`
  )
}
