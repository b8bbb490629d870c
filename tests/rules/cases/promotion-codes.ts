// promotionCodes, promotionRedemptions and promotionCustomerRedemptions: server only, admins included. Admins
// read and save codes through admin callables; customers never read a code (they could collect them), only what
// placeOrder and the order review's preview answer about the one they typed.
import { serverOnlyTable } from '../rule-case.ts'

export const promotionCodes = serverOnlyTable('promotionCodes', {
  doc: 'SUMMER10',
  data: { code: 'SUMMER10', kind: 'percent', percentOff: 10, active: true },
  update: { percentOff: 100 },
})

export const promotionRedemptions = serverOnlyTable('promotionRedemptions', {
  doc: 'SUMMER10',
  data: { held: 0, redeemed: 0 },
  update: { held: 0, redeemed: 0 },
})

export const promotionCustomerRedemptions = serverOnlyTable('promotionCustomerRedemptions', {
  doc: 'hash-of-code-and-customer',
  data: { code: 'SUMMER10', count: 1 },
  update: { count: 0 },
})
