// mealPlanCycles: a subscription cycle's billing record (an invoice paid before its order, a cycle without room).
import { serverOnlyTable } from '../rule-case.ts'

export default serverOnlyTable('mealPlanCycles', {
  doc: 'mealplan-sub-1-2027-01-20',
  data: { subscriptionId: 'sub-1', cycleDate: '2027-01-20', invoiceState: 'paid' },
  update: { invoiceState: 'failed' },
})
