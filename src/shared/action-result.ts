import type { z } from 'zod/mini'
import { fieldErrorsOf, type FieldErrors } from './field-errors.ts'

/**
 * What every form action and every call to a callable returns when it does not redirect: either it worked (with
 * its data and an optional message to show), or it did not, with a message per field, a message for the whole
 * form, and the values the person submitted so the page can put them back.
 */
export type ActionResult<Data = undefined> = ActionSuccess<Data> | ActionFailure

export interface ActionSuccess<Data = undefined> {
  ok: true
  data: Data
  /** Shown as success feedback ("Saved."), when the page has something to say. */
  message?: string
}

export interface ActionFailure {
  ok: false
  /** Field name -> message, shown next to that field. */
  fieldErrors: FieldErrors
  /** Shown above or below the form; absent when the field messages say it all. */
  formError?: string
  /** What was submitted, keyed by field name, so nothing typed is lost. */
  values: Record<string, string>
}

export function succeeded<Data = undefined>(data: Data, message?: string): ActionSuccess<Data> {
  return message === undefined ? { ok: true, data } : { ok: true, data, message }
}

export function failed(
  problem: { fieldErrors?: FieldErrors; formError?: string },
  values: Record<string, string> = {},
): ActionFailure {
  const failure: ActionFailure = { ok: false, fieldErrors: problem.fieldErrors ?? {}, values }
  if (problem.formError !== undefined) failure.formError = problem.formError
  return failure
}

/** The text fields of a submitted form, for `failed(…, values)`; files and repeated keys keep their first text. */
export function submittedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of formData) {
    if (typeof value === 'string' && !(key in values)) values[key] = value
  }
  return values
}

/** A failed zod parse as a failure: the first message per field, next to the values that were submitted. */
export function failedParse(
  error: z.core.$ZodError,
  values: Record<string, string> = {},
  formError?: string,
): ActionFailure {
  return failed({ fieldErrors: fieldErrorsOf(error), formError }, values)
}

/**
 * Which form of a page with several answered last: the `intent` a success returned, or the one a failure was
 * submitted with. Lets each form show only its own answer.
 */
export function answeredIntent(result: ActionResult<unknown> | undefined): string | undefined {
  if (!result) return undefined
  if (!result.ok) return result.values['intent']
  const data = result.data as { intent?: unknown } | undefined
  return typeof data?.intent === 'string' ? data.intent : undefined
}
