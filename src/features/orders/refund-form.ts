import { z } from 'zod/mini'
import { formFields } from '../../lib/forms/parse-form-data.ts'
import { toCents } from '../../shared/money.ts'
import { answeredIntent, type ActionResult } from '../../shared/action-result.ts'

// The admin's refund form: an amount in dollars and cents, a reason, and the request key the form was drawn with
// (so a double click or a retry refunds once). The server checks the amount against what is left to refund.

export const refundIntent = 'refund'

export const refundFormSchema = z.object({
  amount: z.string().check(
    z.trim(),
    z.regex(/^\d{1,7}(\.\d{1,2})?$/, 'Please enter an amount such as 25 or 25.50.'),
    z.refine((amount) => Number(amount) > 0, 'Please enter an amount above $0.00.'),
  ),
  refundReason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please say why the order is refunded.'),
      z.maxLength(500, 'Please keep the reason under 500 characters.'),
    ),
  requestKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Please reload the page and try again.')),
})

/** The refund callable's input from a submitted form, or the form's messages. */
export function parseRefundForm(form: FormData) {
  const parsed = z.safeParse(refundFormSchema, formFields(form))
  if (!parsed.success) return parsed
  const { amount, refundReason, requestKey } = parsed.data
  return {
    success: true as const,
    data: { amountCents: toCents(Number(amount)), reason: refundReason, requestKey },
  }
}

/** The dollars typed in a refund form, when the form can read them (the confirmation names them). */
export function refundAmountOf(form: FormData): number | null {
  const parsed = z.safeParse(refundFormSchema.shape.amount, form.get('amount') ?? '')
  return parsed.success ? Number(parsed.data) : null
}

/** The form's field names for messages about the callable's fields (the order page has other reason fields). */
export function refundFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const { amountCents, reason, ...rest } = fieldErrors
  return {
    ...rest,
    ...(amountCents ? { amount: amountCents } : {}),
    ...(reason ? { refundReason: reason } : {}),
  }
}

/** Whether the route action's last answer was about a refund. */
export function answersRefund(result: ActionResult<unknown> | undefined): boolean {
  return answeredIntent(result) === refundIntent
}
