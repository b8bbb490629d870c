import { describe, expect, it } from 'vitest'
import { isValidCustomerEmail } from './email-pattern.ts'

describe('isValidCustomerEmail (guest e-mail on the order review)', () => {
  it('accepts a local part, @ and a domain with a 2+ letter top-level part, or a bracketed IP', () => {
    for (const email of [
      'guest@example.com',
      'first.last@mail.example.co',
      'a+b@x.io',
      ' ok@example.org ',
      'me@[192.168.0.1]',
    ]) {
      expect(isValidCustomerEmail(email), email).toBe(true)
    }
  })

  it('rejects missing parts, one-letter top-level parts and spaces', () => {
    for (const email of [
      '',
      'guest',
      'guest@',
      '@example.com',
      'guest@example',
      'guest@example.c',
      'gu est@example.com',
      'a@b@c.com',
      'x@[1.2.3]',
    ]) {
      expect(isValidCustomerEmail(email), email).toBe(false)
    }
  })
})
