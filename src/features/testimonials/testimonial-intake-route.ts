import { data, type ActionFunctionArgs } from 'react-router'
import { z } from 'zod/mini'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import {
  failed,
  failedParse,
  submittedValues,
  succeeded,
  type ActionFailure,
} from '../../shared/action-result.ts'
import { readCallableError } from '../../shared/callable-errors.ts'
import { submitTestimonialCallable, testimonialBounds } from '../../shared/callables.ts'
import { requiredText } from '../../shared/required-text.ts'
import type { TestimonialSubmission } from '../../shared/schemas/testimonial-review.ts'
import { isLocalPath } from '../../shared/local-path.ts'

// docs/product.md, Constants and limits: the footer shows its thank-you this long after a successful send.
export const thankYouDelayMs = 1000

export { isLocalPath }

// Bounds match the server's (submitTestimonialCallable in src/shared/callables.ts).
const notLocalPath = 'The return address must be a page of this site.'

export const testimonialIntakeSchema = z.object({
  email: z.pipe(
    z
      .string({ error: 'Please enter your e-mail address.' })
      .check(z.trim(), z.minLength(1, 'Please enter your e-mail address.')),
    z.email('Please enter a valid e-mail address.'),
  ),
  name: requiredText(testimonialBounds.name, {
    missing: 'Please enter your name.',
    tooLong: `Please keep your name under ${testimonialBounds.name} characters.`,
  }),
  testimony: requiredText(testimonialBounds.testimony, {
    missing: 'Please write your testimony.',
    tooLong: `Please keep your testimony under ${testimonialBounds.testimony} characters.`,
  }),
  // A preprocess: an absent or empty return address means the home page.
  redirectUrl: z.pipe(
    z.transform((value: unknown) => (value === undefined || value === '' ? '/' : value)),
    z.string({ error: notLocalPath }).check(z.refine(isLocalPath, notLocalPath)),
  ),
}) satisfies z.ZodMiniType<TestimonialSubmission>

export type ParsedIntake = { ok: true; value: z.infer<typeof testimonialIntakeSchema> } | ActionFailure

/**
 * Validates the footer form: a message next to each field; a bad return address (a hidden field) is said for the
 * whole form.
 */
export function parseTestimonialSubmission(formData: FormData): ParsedIntake {
  const result = testimonialIntakeSchema.safeParse(Object.fromEntries(formData))
  if (result.success) return { ok: true, value: result.data }
  const failure = failedParse(result.error, submittedValues(formData))
  const { redirectUrl: badReturnAddress, ...fieldErrors } = failure.fieldErrors
  return badReturnAddress ? failed({ fieldErrors, formError: badReturnAddress }, failure.values) : failure
}

/** What the intake sends to the server; injected in unit tests. */
export type SubmitTestimonial = (submission: {
  email: string
  name: string
  testimony: string
}) => Promise<string>

export const submitTestimonial: SubmitTestimonial = async (submission) => {
  // The server's own words travel on (intakeFailure shows the rate-limit message as the server wrote it).
  const result = await callFunction(submitTestimonialCallable, submission, {
    timeoutMs: 70_000,
    describeError: (error) => error.message,
  })
  return dataOrThrow(result).reviewId
}

export const intakeFailedMessage = 'Sorry, your testimonial could not be sent. Please try again later.'

/** The footer's message for a failed send: the limit is explained, field problems go by the fields. */
export function intakeFailure(error: unknown, values: Record<string, string> = {}): ActionFailure {
  const { code, message, fields } = readCallableError(error)
  if (code === 'resource-exhausted') {
    const formError =
      message || 'You have sent several testimonials in a short time. Please wait an hour and try again.'
    return failed({ formError }, values)
  }
  if (code === 'invalid-argument') {
    const fieldErrors: Record<string, string> = {}
    for (const field of ['email', 'name', 'testimony'] as const) {
      if (fields[field]) fieldErrors[field] = 'Please check this field.'
    }
    if (Object.keys(fieldErrors).length > 0) return failed({ fieldErrors }, values)
  }
  return failed({ formError: intakeFailedMessage }, values)
}

// POST /testimonial-review: public intake from the footer (the route's GET is the admin review page). The server
// (submitTestimonialCallable) validates again, rate-limits, stores the review and alerts the recipients.
export function makeAction(send: SubmitTestimonial) {
  return async function action({ request }: ActionFunctionArgs) {
    if (request.method.toUpperCase() !== 'POST') {
      throw data('Only POST is accepted here.', { status: 405, statusText: 'Method Not Allowed' })
    }
    const formData = await request.formData()
    const parsed = parseTestimonialSubmission(formData)
    if (!parsed.ok) return parsed
    const { name, email, testimony, redirectUrl } = parsed.value
    try {
      await send({ name, email, testimony })
    } catch (error) {
      // No message: it could quote the visitor's own input.
      console.error('testimonial intake: submit failed', {
        callable: submitTestimonialCallable.name,
        code: readCallableError(error).code,
      })
      return intakeFailure(error, submittedValues(formData))
    }
    return succeeded({ redirectUrl })
  }
}

export const action = makeAction((submission) => submitTestimonial(submission))
