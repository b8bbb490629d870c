import { z } from 'zod/mini'
import {
  answerErrorsOf,
  buildAnswersSchema,
  readAnswers,
} from '../../components/questions/question-values.ts'
import { isValidCustomerEmail } from '../../shared/email-pattern.ts'
import { normalisePhone } from '../../shared/phone-number.ts'
import { requiredText } from '../../shared/required-text.ts'
import { addressItemSchema, type AddressItem, type Question } from '../../shared/schemas/form.ts'
import { fieldErrorsOf, type FieldErrors } from '../../shared/field-errors.ts'

// The forms of the settings page (docs/product.md, /settings): each section posts its own `intent` to the one
// action. Pure, so the parsing is unit-tested; the action writes what these return, or nothing.

export const settingsIntents = ['name', 'addresses', 'dietary', 'mail', 'password', 'email', 'verify-email'] as const
export type SettingsIntent = (typeof settingsIntents)[number]

export function settingsIntentOf(form: FormData): SettingsIntent | undefined {
  const intent = form.get('intent')
  return settingsIntents.find((known) => known === intent)
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

const nameSchema = z.object({
  firstName: requiredText(200, {
    missing: 'Enter your first name.',
    tooLong: 'Keep your first name under 200 characters.',
  }),
  lastName: z.string().check(z.trim(), z.maxLength(200, 'Keep your last name under 200 characters.')),
})

/** First name (required), last name, and a phone number stored as E.164 (empty clears it). */
export function readNameSubmission(
  form: FormData,
): Parsed<{ firstName: string; lastName: string; phone: string }> {
  const errors: FieldErrors = {}
  const names = nameSchema.safeParse({ firstName: text(form, 'firstName'), lastName: text(form, 'lastName') })
  if (!names.success) Object.assign(errors, fieldErrorsOf(names.error))
  const typedPhone = text(form, 'phone').trim()
  const phone = typedPhone ? normalisePhone(typedPhone) : ({ ok: true, e164: '' } as const)
  if (!phone.ok) errors['phone'] = phone.message
  if (!names.success || !phone.ok) return { ok: false, errors }
  return { ok: true, value: { ...names.data, phone: phone.e164 } }
}

/** The saved addresses as an address-list answer, so the page reuses the consultation form's address fields. */
export const addressesQuestion: Question = {
  id: 'settings-addresses',
  questionText: 'Saved addresses',
  questionKey: 'addresses',
  questionImage: '',
  typeKey: 'addressList',
}

/** The radio that says which row is the default address; its value is the row's position in the form. */
export const defaultAddressField = 'defaultAddress'

export const maxSavedAddresses = 10

/** A profile's saved addresses, read leniently: a stored list that does not fit reads as none. */
export function savedAddressesOf(profile: Record<string, unknown>): AddressItem[] {
  const parsed = z.safeParse(z.array(addressItemSchema), profile['addresses'])
  return parsed.success ? parsed.data : []
}

/**
 * The address rows, checked as the consultation form checks them (messages under `addresses.<row>.<part>`), then
 * the default moved to the front: the first saved address is the one the order review fills in. Empty rows drop.
 */
export function readAddressesSubmission(form: FormData): Parsed<AddressItem[]> {
  const schema = buildAnswersSchema([addressesQuestion], { maxAddresses: maxSavedAddresses })
  const raw = readAnswers(form, [addressesQuestion], '')
  const checked = schema.safeParse(raw)
  if (!checked.success) return { ok: false, errors: answerErrorsOf(checked.error) }
  const rows = raw['addresses'] as AddressItem[]
  const chosen = Number(text(form, defaultAddressField))
  const first = Number.isInteger(chosen) && chosen > 0 && chosen < rows.length ? chosen : 0
  const ordered = [rows[first]!, ...rows.filter((_, index) => index !== first)].filter(Boolean)
  // Parsed again in the new order: the same rows pass, and labels left empty are numbered by their new place.
  const reordered = schema.parse({ addresses: ordered }) as { addresses: AddressItem[] }
  return { ok: true, value: reordered.addresses }
}

/** The reminder checkbox says "remind me"; the profile stores the opposite, as orders do (`remindersOff`). */
export const remindersField = 'reminders'

export function readMailSubmission(form: FormData): { remindersOff: boolean } {
  return { remindersOff: form.get(remindersField) !== 'on' }
}

/** The authentication service's own policy may ask for more (docs/product.md, Validation). */
export const minPasswordLength = 6

export function readPasswordSubmission(
  form: FormData,
): Parsed<{ currentPassword: string; newPassword: string }> {
  const currentPassword = text(form, 'currentPassword')
  const newPassword = text(form, 'newPassword')
  const errors: FieldErrors = {}
  if (!currentPassword) errors['currentPassword'] = 'Enter your current password.'
  if (newPassword.length < minPasswordLength)
    errors['newPassword'] = `Use a new password of at least ${minPasswordLength} characters.`
  else if (newPassword === currentPassword)
    errors['newPassword'] = 'The new password is the same as the current one.'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { currentPassword, newPassword } }
}

export function readEmailSubmission(
  form: FormData,
  currentEmail: string | null,
): Parsed<{ newEmail: string; currentPassword: string }> {
  const newEmail = text(form, 'newEmail').trim()
  const currentPassword = text(form, 'currentPassword')
  const errors: FieldErrors = {}
  if (!isValidCustomerEmail(newEmail))
    errors['newEmail'] = 'Enter a valid e-mail address, like name@example.com.'
  else if (currentEmail && newEmail.toLowerCase() === currentEmail.toLowerCase())
    errors['newEmail'] = 'This is already your e-mail address.'
  if (!currentPassword) errors['currentPassword'] = 'Enter your current password.'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { newEmail, currentPassword } }
}

/** Where an Auth failure of a password or e-mail change is said: by the field it concerns, else for the form. */
export function accountChangeError(code: string): { field: string; message: string } {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return { field: 'currentPassword', message: 'Your current password is not right. Try again.' }
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return {
        field: 'newPassword',
        message: `This password is too weak. Use at least ${minPasswordLength} characters.`,
      }
    case 'auth/email-already-in-use':
      return { field: 'newEmail', message: 'Another account already uses this e-mail address.' }
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
      return { field: 'newEmail', message: 'Enter a valid e-mail address, like name@example.com.' }
    case 'auth/too-many-requests':
      return { field: 'form', message: 'Too many attempts. Please wait a few minutes and try again.' }
    case 'auth/network-request-failed':
      return {
        field: 'form',
        message: 'We could not reach the sign-in service. Check your connection and try again.',
      }
    default:
      return { field: 'form', message: 'The change could not be made. Please try again.' }
  }
}
