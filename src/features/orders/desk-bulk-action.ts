import type { ActionFunctionArgs } from 'react-router'
import { z } from 'zod/mini'
import { intentOf, unknownIntent } from '../../lib/forms/form-intent.ts'
import { parseFormData } from '../../lib/forms/parse-form-data.ts'
import { callFunction } from '../../lib/functions/call-function.ts'
import { requireUser } from '../../lib/route-user.ts'
import { failed, submittedValues, succeeded } from '../../shared/action-result.ts'
import { changeOrderStatesCallable } from '../../shared/callables.ts'
import { bulkActions, bulkSummary } from '../../shared/orders/bulk-order-change.ts'

// The orders desk's action: the bulk bar posts the chosen orders and what they become; the server changes each one
// through the state machine and answers with the changed and the refused, which the desk lists.

export const bulkIntent = 'bulk'

export const bulkForm = z.object({
  bulkAction: z.enum(bulkActions, 'Please choose what the orders become.'),
  orderIds: z.array(z.string()).check(z.minLength(1, 'Please select at least one order.')),
})

export async function deskAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser({ request, context })
  const formData = await request.formData()
  const values = submittedValues(formData)
  if (!user.isAdmin) return failed({ formError: 'Only staff can change several orders at once.' }, values)
  switch (intentOf(formData, [bulkIntent])) {
    case bulkIntent:
      return changeSeveral(formData)
    default:
      return unknownIntent(values)
  }
}

async function changeSeveral(formData: FormData) {
  const parsed = parseFormData(formData, bulkForm, { lists: ['orderIds'] })
  if (!parsed.ok) return parsed
  const { bulkAction, orderIds } = parsed.data
  const outcome = await callFunction(
    changeOrderStatesCallable,
    { orderIds, action: bulkAction },
    { values: parsed.values, timeoutMs: 120_000 },
  )
  if (!outcome.ok) return outcome
  return succeeded({ intent: bulkIntent, ...outcome.data }, bulkSummary(bulkAction, outcome.data))
}
