import { describe, expect, it } from 'vitest'
import { businessContactFromContactLinks } from './business-contact.ts'

describe('businessContactFromContactLinks', () => {
  it('takes the first tel: link holding a number and the first mailto: link holding a valid address', () => {
    expect(
      businessContactFromContactLinks([
        { id: 'web', link: 'https://example.test' },
        { id: 'bad-mail', link: 'mailto:not-an-address' },
        { id: 'bad-phone', link: 'tel:call-us' },
        { id: 'mail', link: 'MAILTO:chef@example.test?subject=Hello' },
        { id: 'phone', link: 'tel:+1%20555%20555%200142' },
        { id: 'second-mail', link: 'mailto:other@example.test' },
        { id: 'second-phone', link: 'tel:+442071234567' },
      ]),
    ).toEqual({ email: 'chef@example.test', telephone: '+1 555 555 0142' })
  })

  it('has nothing when the links hold neither', () => {
    expect(businessContactFromContactLinks([])).toEqual({})
    expect(businessContactFromContactLinks([{ id: 'broken', link: 'mailto:%E0%A4%A' }])).toEqual({})
  })
})
