import { parsePhoneNumberFromString } from 'libphonenumber-js'

// Firestore has no full-text search, so each order stores the few keys staff search it by (`searchKeys`), and the
// orders desk asks for orders whose keys contain the normalised term: the order number, the e-mail, the name (whole
// and each word) and the phone (with and without the country code), all in one plain form.

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)

/** The keys an order is found by. */
export function orderSearchKeys(order: {
  orderNumber?: number | undefined
  customer_email: string
  fulfilment?: { name: string; phone: string } | undefined
}): string[] {
  const keys = new Set<string>()
  if (order.orderNumber !== undefined) keys.add(String(order.orderNumber))
  const email = order.customer_email.trim().toLowerCase()
  if (email) keys.add(email)
  if (order.fulfilment) {
    const name = words(order.fulfilment.name)
    if (name.length > 0) keys.add(name.join(' '))
    for (const word of name) keys.add(word)
    const phone = parsePhoneNumberFromString(order.fulfilment.phone)
    if (phone) {
      keys.add(phone.number.replace(/\D/g, ''))
      keys.add(String(phone.nationalNumber))
    }
  }
  return [...keys]
}

/** What a typed search looks for: an order number, an e-mail, a phone number's digits, or a name. */
export function searchKeyOf(term: string): string | null {
  const trimmed = term.trim()
  if (!trimmed) return null
  if (trimmed.includes('@')) return trimmed.toLowerCase()
  const number = /^#?(\d{1,7})$/.exec(trimmed)
  if (number) return number[1]!
  const digits = trimmed.replace(/\D/g, '')
  if (/^[\d\s()+.-]+$/.test(trimmed) && digits.length >= 7) return digits
  return words(trimmed).join(' ') || null
}
