import { z } from 'zod/mini'
import { intentOf, unknownIntent } from '../../lib/forms/form-intent.ts'
import { callFunction } from '../../lib/functions/call-function.ts'
import { failed, failedParse, submittedValues, succeeded } from '../../shared/action-result.ts'
import { moveOrderCallable, setFulfilmentClosureCallable } from '../../shared/callables.ts'
import {
  formatCalendarDate,
  formatWallClock,
  isCalendarDate,
} from '../../shared/fulfilment/calendar-dates.ts'

// The admin calendar's two actions: close or reopen a date or slot, and move an order. Each form posts an
// `intent`; answers follow the form kit's ActionResult, with field messages from the server next to the fields.

const closureForm = z.object({
  intent: z.enum(['close', 'reopen']),
  date: z.string().check(z.refine(isCalendarDate, 'Not a date.')),
  slotId: z.optional(z.string().check(z.maxLength(64))),
  // The confirmation's "Tell the booked customers" checkbox: sent only when ticked.
  notify: z.optional(z.literal('on')),
})

const moveForm = z.object({
  intent: z.literal('move'),
  orderId: z.string().check(z.minLength(1)),
  date: z.string({ error: 'Please choose a date.' }).check(z.refine(isCalendarDate, 'Please choose a date.')),
  slotId: z.string({ error: 'Please choose a time.' }).check(z.minLength(1, 'Please choose a time.')),
})

type Fields = Record<string, string>

export async function calendarAction(formData: FormData) {
  const values = submittedValues(formData)
  switch (intentOf(formData, ['close', 'reopen', 'move'])) {
    case 'move':
      return moveOrder(values)
    case 'close':
    case 'reopen':
      return changeClosure(values)
    default:
      return unknownIntent(values)
  }
}

/** The filled-in fields: a blank optional field (no slot) is left out. */
const filledIn = (values: Fields) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))

async function moveOrder(values: Fields) {
  const parsed = moveForm.safeParse(filledIn(values))
  if (!parsed.success) return failedParse(parsed.error, values)
  const { orderId, date, slotId } = parsed.data
  const moved = await callFunction(moveOrderCallable, { orderId, date, slotId }, { values })
  if (!moved.ok) return moved
  const when = moved.data.order.fulfilment
  return succeeded(
    { intent: 'move' as const, orderId },
    when
      ? `Moved to ${formatCalendarDate(when.date)}, ${formatWallClock(when.slotStart)} – ${formatWallClock(when.slotEnd)}. The customer gets a mail.`
      : 'Moved.',
  )
}

async function changeClosure(values: Fields) {
  const parsed = closureForm.safeParse(filledIn(values))
  if (!parsed.success) return failed({ formError: 'This change could not be read. Reload the page.' }, values)
  const { intent, date, slotId, notify } = parsed.data
  const closing = intent === 'close'
  const changed = await callFunction(
    setFulfilmentClosureCallable,
    { date, closed: closing, ...(slotId ? { slotId } : {}), ...(closing && notify ? { notify: true } : {}) },
    { values },
  )
  if (!changed.ok) return changed
  return succeeded(
    { intent, date, slotId: slotId ?? null },
    closureMessage(intent, date, slotId, changed.data.notified),
  )
}

/** What the calendar says after a closure: what is closed or open again, and how many customers are told. */
export function closureMessage(
  intent: 'close' | 'reopen',
  date: string,
  slotId: string | undefined,
  notified: number,
): string {
  const what = slotId ? 'That time' : formatCalendarDate(date)
  if (intent === 'reopen') return `${what} is open again.`
  const told =
    notified === 0
      ? ''
      : notified === 1
        ? ' 1 customer is told by mail.'
        : ` ${notified} customers are told by mail.`
  return `${what} is closed: no new orders come in.${told}`
}
