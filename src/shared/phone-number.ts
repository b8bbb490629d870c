import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

// Phone numbers are stored in E.164 (+12125550123), the form SMS and calling services expect, and shown as typed
// numbers are shown in their country. Parsing and validation belong to libphonenumber-js.

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string }

/** Parses a typed number; numbers without a country code are read as `defaultCountry`'s. */
export function normalisePhone(input: string, defaultCountry: CountryCode = 'US'): PhoneResult {
  const trimmed = input.trim()
  if (!trimmed) return { ok: false, message: 'Please enter a phone number.' }
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry)
  if (!parsed || !parsed.isValid()) {
    return {
      ok: false,
      message: 'Please enter a valid phone number, e.g. (212) 555-0123 or +44 20 7946 0018.',
    }
  }
  return { ok: true, e164: parsed.number }
}

/** "+1 212 555 0123": a stored E.164 number for people. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}
