import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

// Phone numbers are stored in E.164 (+12125550123), the form SMS and calling services expect, and shown as typed
// numbers are shown in their country. Parsing and validation belong to libphonenumber-js. This is the one rule for
// every phone a person saves (profile, settings, order review), so a number saved in one place is never refused in
// another.

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string }

/** Said when a typed number is not one libphonenumber-js finds valid. */
export const invalidPhoneMessage =
  'Please enter a valid phone number, e.g. (212) 555-0123 or +44 20 7946 0018.'

/** The country numbers typed without +country are read as when nothing else says (the business schedule can). */
export const defaultPhoneCountry = 'US'

/** Parses a typed number; numbers without a country code are read as `defaultCountry`'s (an ISO code). */
export function normalisePhone(input: string, defaultCountry: string = defaultPhoneCountry): PhoneResult {
  const trimmed = input.trim()
  if (!trimmed) return { ok: false, message: 'Please enter a phone number.' }
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry as CountryCode)
  if (!parsed || !parsed.isValid()) return { ok: false, message: invalidPhoneMessage }
  return { ok: true, e164: parsed.number }
}

/** Why a typed number cannot be saved, or null when it can; an empty field is for the form's required check. */
export function phoneProblem(input: string, defaultCountry: string = defaultPhoneCountry): string | null {
  if (input.trim() === '') return null
  const result = normalisePhone(input, defaultCountry)
  return result.ok ? null : result.message
}

/** "+1 212 555 0123": a stored E.164 number for people. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}
