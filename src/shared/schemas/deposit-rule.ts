import { z } from 'zod/mini'

// What a deposit is, on its own so the catalogue's schemas (a package's deposit) load it without the rest of the
// payment plan; src/shared/schemas/payment-plan.ts exports it as part of the plan's contract.

/** What the deposit is: a share of the total, or a fixed amount in cents (never more than the total). */
export const depositRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number().check(z.gt(0), z.lte(100)) }),
  z.object({ kind: z.literal('amount'), amountCents: z.number().check(z.int(), z.positive()) }),
])
export type DepositRule = z.infer<typeof depositRuleSchema>
