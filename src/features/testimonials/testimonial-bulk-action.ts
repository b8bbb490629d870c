import { z } from 'zod/mini'
import { callFunction } from '../../lib/functions/call-function.ts'
import { parseFormData } from '../../lib/forms/parse-form-data.ts'
import { succeeded, type ActionResult } from '../../shared/action-result.ts'
import {
  changeTestimonialsCallable,
  testimonialBulkChanges,
  testimonialBulkLimit,
  type TestimonialBulkChange,
} from '../../shared/callables.ts'

// The review page's bulk toolbar posts `intent=bulk`, a `change` and the selected `reviewIds` to /testimonials;
// the server changes them all in one transaction, or none.

export const bulkForm = z.object({
  change: z.enum(testimonialBulkChanges, 'Choose what to do with the selected testimonials.'),
  reviewIds: z
    .array(z.string())
    .check(
      z.minLength(1, 'Select at least one testimonial.'),
      z.maxLength(testimonialBulkLimit, `Select at most ${testimonialBulkLimit} testimonials.`),
    ),
})

const pastTense: Record<TestimonialBulkChange, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
}

/** What the page says afterwards: "3 testimonials published", "1 testimonial deleted". */
export function bulkMessage(change: TestimonialBulkChange, count: number): string {
  return `${count} ${count === 1 ? 'testimonial' : 'testimonials'} ${pastTense[change]}`
}

export interface BulkChangeDone {
  intent: 'bulk'
  change: TestimonialBulkChange
  count: number
}

/** Reads the toolbar's form, asks the server to make the change, and answers what happened (or why not). */
export async function bulkChange(formData: FormData): Promise<ActionResult<BulkChangeDone>> {
  const parsed = parseFormData(formData, bulkForm, { lists: ['reviewIds'] })
  if (!parsed.ok) return parsed
  const { change, reviewIds } = parsed.data
  const reply = await callFunction(
    changeTestimonialsCallable,
    { change, reviewIds },
    { values: parsed.values },
  )
  if (!reply.ok) {
    console.error('testimonials: bulk change failed', {
      collection: 'testimonialReview',
      change,
      code: reply.code,
    })
    return reply
  }
  return succeeded({ intent: 'bulk', change, count: reply.data.count }, bulkMessage(change, reply.data.count))
}
