import { describe, expect, it } from 'vitest'
import { formatPhone, invalidPhoneMessage, normalisePhone, phoneProblem } from './phone-number.ts'

describe('phone numbers', () => {
  it('stores national and international forms as E.164', () => {
    expect(normalisePhone('(212) 555-0123')).toEqual({ ok: true, e164: '+12125550123' })
    expect(normalisePhone(' +44 20 7946 0018 ')).toEqual({ ok: true, e164: '+442079460018' })
    expect(normalisePhone('020 7946 0018', 'GB')).toEqual({ ok: true, e164: '+442079460018' })
  })

  it('refuses empty, short and made-up numbers with a message', () => {
    expect(normalisePhone('   ')).toEqual({ ok: false, message: 'Please enter a phone number.' })
    for (const bad of ['12', 'call me', '+1 000 000 0000']) {
      const result = normalisePhone(bad)
      expect(result.ok, bad).toBe(false)
    }
  })

  it('is one rule for every saved phone: no problem for a valid number or an empty field, the message otherwise', () => {
    expect(phoneProblem('(212) 555-0188')).toBeNull()
    expect(phoneProblem('+44 20 7946 0018')).toBeNull()
    expect(phoneProblem('  ')).toBeNull()
    // A number that only looks like one: 555 is no US area code, so placing an order would refuse it.
    expect(phoneProblem('(555) 555-0142')).toBe(invalidPhoneMessage)
    expect(phoneProblem('call me')).toBe(invalidPhoneMessage)
  })

  it('reads national numbers in the country it is given', () => {
    expect(phoneProblem('020 7946 0018', 'GB')).toBeNull()
    expect(phoneProblem('020 7946 0018')).toBe(invalidPhoneMessage)
    expect(phoneProblem('+1 212 555 0188', 'GB')).toBeNull()
  })

  it('formats a stored number for people', () => {
    expect(formatPhone('+12125550123')).toBe('+1 212 555 0123')
  })
})
