import { failed, submittedValues, type ActionFailure } from '../../shared/action-result.ts'
import { isValidCustomerEmail } from '../../shared/email-pattern.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import { formFields } from '../../lib/forms/parse-form-data.ts'
import { alertKinds, type AlertKind, type AlertPerson } from '../../shared/schemas/app-config.ts'

// The alert recipients form on Admin Settings: one row per person (its fields named by the row's id, so rows can
// be added and removed in the page without renumbering), with a name, an address and a switch per alert kind.

export const personIdField = 'personId'
export const maxAlertPeople = 20
export const nameField = (rowId: string) => `name-${rowId}`
export const emailField = (rowId: string) => `email-${rowId}`
export const switchField = (rowId: string, kind: AlertKind) => `${kind}-${rowId}`

export const badEmailMessage = 'Please enter a valid e-mail address, like name@example.com.'
export const repeatedEmailMessage = 'This address is already on the list.'

/** The people as submitted, or the form's failure with a message next to each field that is wrong. */
export function readAlertPeople(formData: FormData): { ok: true; people: AlertPerson[] } | ActionFailure {
  const fields = formFields(formData, [personIdField])
  const text = (name: string) => {
    const value = fields[name]
    return typeof value === 'string' ? value.trim() : ''
  }
  const rowIds = (fields[personIdField] as string[]).slice(0, maxAlertPeople)
  const errors: FieldErrors = {}
  const seen = new Set<string>()
  const people = rowIds.map((rowId) => {
    const email = text(emailField(rowId))
    if (!isValidCustomerEmail(email)) errors[emailField(rowId)] = badEmailMessage
    else if (seen.has(email.toLowerCase())) errors[emailField(rowId)] = repeatedEmailMessage
    seen.add(email.toLowerCase())
    const alerts = Object.fromEntries(
      alertKinds.map((kind) => [kind, text(switchField(rowId, kind)) === 'on']),
    ) as Record<AlertKind, boolean>
    return { name: text(nameField(rowId)).slice(0, 100), email, alerts }
  })
  if (Object.keys(errors).length > 0) {
    return failed(
      { fieldErrors: errors, formError: 'Nothing was saved: please fix the marked addresses.' },
      submittedValues(formData),
    )
  }
  return { ok: true, people }
}
