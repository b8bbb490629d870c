import type { ActionFunctionArgs } from 'react-router'
import { z } from 'zod/mini'
import { callOrdering } from '../../lib/cart/ordering-calls.ts'
import { intentOf, unknownIntent } from '../../lib/forms/form-intent.ts'
import { checkboxField, parseFormData, textField } from '../../lib/forms/parse-form-data.ts'
import type { CallResult } from '../../lib/functions/call-function.ts'
import { optionalUser } from '../../lib/route-user.ts'
import type { SessionUser } from '../../lib/session.ts'
import {
  failed,
  failedParse,
  submittedValues,
  succeeded,
  type ActionResult,
} from '../../shared/action-result.ts'
import {
  changeOrderStateCallable,
  refundOrderCallable,
  setOrderRemindersCallable,
  updateOrderStatusCallable,
} from '../../shared/callables.ts'
import { fulfilmentStates } from '../../shared/orders/order-state.ts'
import { addInternalNote, internalNoteIntent } from './order-internal-notes.tsx'
import { changeItems, itemChangesIntent } from './order-item-changes-form.ts'
import { remindersIntent } from './order-reminders.tsx'
import { stateIntent } from './order-state-controls.tsx'
import { parseRefundForm, refundFieldErrors, refundIntent } from './refund-form.ts'

// The order status page's action (/order-status/:orderId): each of the page's forms posts its `intent`, and each
// intent is one step below: read the form, ask the server, answer in the form kit's shape.

/** Which form answered: the admin's note, refund or item change, or a state change (admin, or a customer's cancel). */
const statusIntents = [
  'note',
  stateIntent,
  refundIntent,
  remindersIntent,
  internalNoteIntent,
  itemChangesIntent,
] as const
type StatusIntent = (typeof statusIntents)[number]

const successMessages: Record<StatusIntent, string> = {
  note: 'Note added.',
  state: 'The order was updated.',
  refund: 'The refund was recorded.',
  reminders: 'Your reminder setting was saved.',
  internalNote: 'Internal note added.',
  itemChanges: 'The order was changed.',
}

type Values = Record<string, string>
type StatusAnswer = ActionResult<{ intent: StatusIntent }>

/** One form's submit on the status page: which order, the form, and what was typed. */
interface StatusSubmission {
  orderId: string
  form: FormData
  values: Values
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const submission: StatusSubmission = {
    orderId: params['orderId'] ?? '',
    form,
    values: submittedValues(form),
  }
  switch (intentOf(form, statusIntents)) {
    case 'note':
      return addStatusNote(submission)
    case stateIntent:
      return changeState(submission)
    case refundIntent:
      return recordRefund(submission)
    case remindersIntent:
      return setReminders(submission)
    case internalNoteIntent:
      return addStaffNote(submission, await optionalUser(context))
    case itemChangesIntent:
      return changeItems(submission.orderId, submission.form)
    default:
      return unknownIntent(submission.values)
  }
}

const noteForm = z.object({ noteText: textField(), mailCustomer: checkboxField() })

async function addStatusNote({ orderId, form, values }: StatusSubmission): Promise<StatusAnswer> {
  const parsed = parseFormData(form, noteForm)
  if (!parsed.ok) return parsed
  const { noteText, mailCustomer } = parsed.data
  if (!noteText) return failed({ formError: 'Write a note first.' }, values)
  return answerUpdate(
    'note',
    await callOrdering(updateOrderStatusCallable, { orderId, noteText, mailCustomer }),
    { orderId, values },
  )
}

/**
 * The state-change form: the fulfilment state chosen (an admin's list, or a customer's Cancel), a reason, a guest's
 * token. The payment state is never chosen: it follows the payment provider and refunds.
 */
export const stateChangeForm = z.object({
  to: z.enum(fulfilmentStates, { error: 'Choose what the order becomes.' }),
  reason: textField(),
  token: textField(),
})

async function changeState({ orderId, form, values }: StatusSubmission): Promise<StatusAnswer> {
  const parsed = parseFormData(form, stateChangeForm)
  if (!parsed.ok) return parsed
  const { to, reason, token } = parsed.data
  const update = await callOrdering(changeOrderStateCallable, {
    orderId,
    to,
    ...(reason ? { reason } : {}),
    ...(token ? { token } : {}),
  })
  return answerUpdate(stateIntent, update, { orderId, values })
}

async function recordRefund({ orderId, form, values }: StatusSubmission): Promise<StatusAnswer> {
  const parsed = parseRefundForm(form)
  if (!parsed.success) return failedParse(parsed.error, values)
  const refund = await callOrdering(refundOrderCallable, { orderId, ...parsed.data })
  if (refund.ok) return succeeded({ intent: refundIntent }, successMessages.refund)
  // A refusal the form explains (too much, nothing paid) is expected; anything else is not.
  const expected = refund.code === 'invalid-argument' || refund.code === 'failed-precondition'
  ;(expected ? console.warn : console.error)('order status: refund failed', { orderId, code: refund.code })
  return failed({ fieldErrors: refundFieldErrors(refund.fieldErrors), formError: refund.formError }, values)
}

const remindersForm = z.object({ reminders: checkboxField(), token: textField() })

async function setReminders({ orderId, form, values }: StatusSubmission): Promise<StatusAnswer> {
  const parsed = parseFormData(form, remindersForm)
  if (!parsed.ok) return parsed
  const { reminders, token } = parsed.data
  const update = await callOrdering(setOrderRemindersCallable, {
    orderId,
    reminders,
    ...(token ? { token } : {}),
  })
  return answerUpdate(remindersIntent, update, { orderId, values })
}

async function addStaffNote(
  { orderId, form, values }: StatusSubmission,
  user: SessionUser | null,
): Promise<StatusAnswer> {
  if (!user?.isAdmin) return failed({ formError: 'Only staff can add internal notes.' }, values)
  return addInternalNote(orderId, user.uid, form)
}

/**
 * The answer to a change the server made or refused: the intent's success message, or the refusal where its form
 * shows it (the state form by its fields, the others above the form in one sentence).
 */
export function answerUpdate(
  intent: StatusIntent,
  update: CallResult<unknown>,
  { orderId, values }: { orderId: string; values: Values },
): StatusAnswer {
  if (update.ok) return succeeded({ intent }, successMessages[intent])
  console.error('order status: update failed', { orderId, intent, code: update.code })
  if (intent === stateIntent)
    return failed({ fieldErrors: update.fieldErrors, formError: update.formError }, values)
  return failed({ formError: update.formError ?? Object.values(update.fieldErrors).join(' ') }, values)
}
