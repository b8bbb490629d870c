import { describe, expect, it } from 'vitest'
import { mailContactFrom, replyToOf } from './business-contact.ts'

describe('mail contact', () => {
  it('shows a full number internationally with its tel: link, and a local one as written', () => {
    expect(mailContactFrom({ email: 'chef@example.test', telephone: '+12125550142' })).toEqual({
      email: 'chef@example.test',
      phone: '+1 212 555 0142',
      phoneHref: 'tel:+12125550142',
    })
    expect(mailContactFrom({ telephone: '(212) 555-0142' })).toEqual({
      phone: '(212) 555-0142',
      phoneHref: 'tel:2125550142',
    })
    expect(mailContactFrom({})).toEqual({})
  })

  it('answers to the first valid address, or to none', () => {
    expect(replyToOf('ana@example.com', 'chef@example.test')).toBe('ana@example.com')
    expect(replyToOf('', 'not-an-address', ' chef@example.test ')).toBe('chef@example.test')
    expect(replyToOf(undefined, null)).toBeUndefined()
  })
})
