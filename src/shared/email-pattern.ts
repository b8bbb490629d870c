// Guest e-mail check (docs/product.md, Validation): a local part, @, then a domain whose top-level part
// has 2 or more letters, or a bracketed IPv4 address. Used by the review page and again by placeOrderCallable.
const customerEmailPattern =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/

export const maxEmailLength = 254

export function isValidCustomerEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= maxEmailLength && customerEmailPattern.test(email)
}
