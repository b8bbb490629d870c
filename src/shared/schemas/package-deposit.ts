import { z } from 'zod/mini'
import { depositRuleSchema } from './deposit-rule.ts'

// A package's deposit (docs/product.md, Deposits and balances): what is taken at checkout, and how many days before
// the fulfilment date the rest is due. The plan an order gets from it is computed in src/shared/orders/deposit-plan.ts.

export const balanceDueBounds = { min: 1, max: 180 } as const

export const packageDepositSchema = z.object({
  rule: depositRuleSchema,
  balanceDueDaysBefore: z
    .number()
    .check(
      z.int({ error: 'Enter whole days.' }),
      z.gte(balanceDueBounds.min, { error: `At least ${balanceDueBounds.min} day before.` }),
      z.lte(balanceDueBounds.max, { error: `At most ${balanceDueBounds.max} days before.` }),
    ),
})
export type PackageDeposit = z.infer<typeof packageDepositSchema>
