import { data, type ActionFunctionArgs } from 'react-router-dom'
import { z } from 'zod'
import { testimonialReview } from '../../lib/data/testimonial-review.ts'
import type { TestimonialSubmission } from '../../shared/schemas/testimonial-review.ts'

// Spec section 9: the footer shows its thank-you this long after a successful send.
export const thankYouDelayMs = 1000

/** Only a path on this site: '/x' yes; '//evil.example', '/\evil.example' (browsers read '\' as '/') and URLs no. */
export function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
}

// Bounds match firestore.rules for testimonialReview creates (name 120, testimony 4000, e-mail pattern).
export const testimonialIntakeSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .pipe(z.email('Please enter a valid e-mail address.')),
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(120, 'Please keep your name under 120 characters.'),
  testimony: z
    .string({ error: 'Please write your testimony.' })
    .trim()
    .min(1, 'Please write your testimony.')
    .max(4000, 'Please keep your testimony under 4000 characters.'),
  redirectUrl: z.preprocess(
    (value) => (value === undefined || value === '' ? '/' : value),
    z.string().refine(isLocalPath, 'The return address must be a page of this site.'),
  ),
}) satisfies z.ZodType<TestimonialSubmission>

export type IntakeField = keyof z.infer<typeof testimonialIntakeSchema>

export type IntakeResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; errors: Partial<Record<IntakeField, string>>; formError?: string }

export type ParsedIntake =
  | { ok: true; value: z.infer<typeof testimonialIntakeSchema> }
  | { ok: false; errors: Partial<Record<IntakeField, string>> }

/** Validates the footer form; errors are keyed by field so each message can sit next to its field. */
export function parseTestimonialSubmission(formData: FormData): ParsedIntake {
  const result = testimonialIntakeSchema.safeParse(Object.fromEntries(formData))
  if (result.success) return { ok: true, value: result.data }
  const errors: Partial<Record<IntakeField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as IntakeField | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}

// POST /testimonial-review: public intake from the footer (the route's GET is the admin review page).
// The alert mail to the consultation recipients and rate limiting come with a later issue.
export async function action({ request }: ActionFunctionArgs): Promise<IntakeResult> {
  if (request.method.toUpperCase() !== 'POST') {
    throw data('Only POST is accepted here.', { status: 405, statusText: 'Method Not Allowed' })
  }
  const parsed = parseTestimonialSubmission(await request.formData())
  if (!parsed.ok) return { ok: false, errors: parsed.errors }
  const { name, email, testimony, redirectUrl } = parsed.value
  try {
    await testimonialReview.create({ name, email, testimony, published: false })
  } catch (error) {
    console.error('testimonial intake: create failed', {
      collection: 'testimonialReview',
      // No message: a SchemaError's message would quote the visitor's own input.
      code: (error as { code?: string } | null)?.code,
      name: (error as Error | null)?.name,
    })
    return {
      ok: false,
      errors: {},
      formError: 'Sorry, your testimonial could not be sent. Please try again later.',
    }
  }
  return { ok: true, redirectUrl }
}
