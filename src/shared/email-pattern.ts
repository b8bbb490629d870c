// The product's one e-mail rule (docs/product.md, Validation): a local part (quoted or not), @, then a domain whose
// top-level part has 2 or more letters, or a bracketed IPv4 address. The review page, placeOrderCallable and the
// mail queue all use it, so an address an order accepts always gets its mail.
const customerEmailPattern =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/

export const maxEmailLength = 254

export function isValidCustomerEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= maxEmailLength && customerEmailPattern.test(email)
}
