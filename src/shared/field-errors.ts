import type { z } from 'zod/mini'

/** Field name -> message. Keys are form field names, so each message can sit next to its field. */
export type FieldErrors = Record<string, string>

/** The first message per field of a failed zod parse; the path is joined with '.' (e.g. `questions.0.key`). */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form'
    errors[field] ??= issue.message
  }
  return errors
}

/** True when at least one field has a message. */
export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.keys(errors).length > 0
}
