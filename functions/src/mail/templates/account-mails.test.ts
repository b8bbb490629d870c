import { describe, expect, it } from 'vitest'
import { consultationSignUpMail, passwordResetMail, testimonialAlertMail } from './account-mails.tsx'
import { ownerDigestMail } from './owner-digest.tsx'
import { renderMail } from './render-mail.ts'

const contact = { email: 'chef@saffron-table.test', phone: '+1 212 555 0142', phoneHref: 'tel:+12125550142' }

describe('account mails', () => {
  it("ends the password reset with the business's address and phone, or says nothing of replies without them", async () => {
    const input = { businessName: 'Saffron Table', resetUrl: 'https://shop.example/reset-password?oobCode=c' }
    const mail = await renderMail(passwordResetMail({ ...input, contact }))
    expect(mail.text).toContain('Questions? Reply to this mail or call +1 212 555 0142.')
    expect(mail.html).toContain('href="mailto:chef@saffron-table.test"')
    const bare = await renderMail(passwordResetMail({ ...input, contact: {} }))
    expect(bare.text).not.toMatch(/reply|Questions\?/i)
  })

  it("keeps the business's contact out of the chef's alerts and digest", async () => {
    const alerts = [
      consultationSignUpMail({
        businessName: 'Saffron Table',
        subject: 'Consultation Sign up',
        name: 'Ana',
        email: 'ana@example.com',
        phone: '+1 212 555 0123',
        profileUrl: 'https://shop.example/customer-profile/u1',
      }),
      testimonialAlertMail({
        businessName: 'Saffron Table',
        review: { name: 'Ana', email: 'ana@example.com', testimony: 'Lovely.' },
        reviewUrl: 'https://shop.example/testimonial-review?reviewId=r1',
      }),
      ownerDigestMail({
        businessName: 'Saffron Table',
        date: 'Wed, Dec 9, 2026',
        lines: [],
        calendarUrl: 'https://shop.example/fulfilment-calendar',
      }),
    ]
    for (const alert of alerts) {
      const mail = await renderMail(alert)
      expect(mail.text).not.toContain('Questions?')
      expect(mail.text).not.toContain('chef@saffron-table.test')
    }
  })
})
