import { z } from 'zod/mini'
import { failedParse, submittedValues, type ActionFailure } from '../../shared/action-result.ts'

// The one way an action reads a submitted form: its text fields parsed by the form's schema. A refusal comes back
// in the form kit's failure shape (a message per field, the values typed), ready to return from the action.

export type ParsedForm<Data> = { ok: true; data: Data; values: Record<string, string> } | ActionFailure

export interface ParseFormOptions {
  /** Names whose every value is kept as a list (checkbox groups, multi-selects); others keep their first value. */
  lists?: readonly string[]
  /** Said above the form when the schema refuses it. */
  formError?: string
}

/** The form's text fields as the schema reads them: one string per name, a list for the names in `lists`. */
export function formFields(formData: FormData, lists: readonly string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = submittedValues(formData)
  for (const name of lists) {
    fields[name] = formData.getAll(name).filter((value): value is string => typeof value === 'string')
  }
  return fields
}

export function parseFormData<Schema extends z.core.$ZodType>(
  formData: FormData,
  schema: Schema,
  options: ParseFormOptions = {},
): ParsedForm<z.output<Schema>> {
  const values = submittedValues(formData)
  const parsed = z.safeParse(schema, formFields(formData, options.lists))
  if (!parsed.success) return failedParse(parsed.error, values, options.formError)
  return { ok: true, data: parsed.data, values }
}

// Field schemas for forms: what a browser sends is always text, and a field left out (an unchecked box, a field
// the page did not show) is absent.

/** A text field, trimmed; '' when absent. Extra checks (with their messages) run on the trimmed text, also on ''. */
export const textField = (...checks: z.core.$ZodCheck<string>[]) =>
  z.prefault(z.string().check(z.trim(), ...checks), '')

/** A checkbox: true when it was sent checked ("on"). */
export const checkboxField = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => value === 'on'),
  )
