import { z } from 'zod/mini'

// What a customer gets back when they cancel a paid order themselves. Customers may cancel only before the order's
// cut-off (after it the kitchen has bought and planned); the admin chooses how much of what was paid goes back:
// 100 (full refund, the default), 0 (no refund) or any percentage in between. Admins cancel and refund any order
// for any amount up to what was paid, whatever the policy says.

export const cancellationPolicySchema = z.object({
  refundPercent: z
    .number({ error: 'Please enter a percentage.' })
    .check(z.int('Whole percentages only.'), z.minimum(0, 'At least 0%.'), z.maximum(100, 'At most 100%.')),
})
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>

export const defaultCancellationPolicy: CancellationPolicy = { refundPercent: 100 }

/** Integer cents a customer's own cancellation refunds; rounded down so a refund never exceeds the policy. */
export function customerCancellationRefund(
  policy: CancellationPolicy,
  paidCents: number,
  refundedCents = 0,
): number {
  const allowed = Math.floor((paidCents * policy.refundPercent) / 100)
  return Math.max(0, allowed - refundedCents)
}

export function describePolicy(policy: CancellationPolicy): string {
  if (policy.refundPercent === 100) return 'Cancel before the order cut-off for a full refund.'
  if (policy.refundPercent === 0) return 'Orders can be cancelled before the cut-off, without a refund.'
  return `Cancel before the order cut-off to get ${policy.refundPercent}% of what you paid back.`
}
