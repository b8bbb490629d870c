import { describe, expect, it } from 'vitest'
import { formatPhone, normalisePhone } from './phone-number.ts'

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

  it('formats a stored number for people', () => {
    expect(formatPhone('+12125550123')).toBe('+1 212 555 0123')
  })
})
