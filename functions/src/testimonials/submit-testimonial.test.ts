import { describe, expect, it } from 'vitest'
import { testimonyAlert } from './submit-testimonial.ts'

describe('testimonyAlert', () => {
  it('escapes every value the visitor typed, keeps them in the plain text, and links to the review', async () => {
    const mail = await testimonyAlert(
      { id: 'r1', name: '<b>Ann</b>', email: 'a"b@example.com', testimony: "It's <great>" },
      'https://saffron.example',
      'Saffron Table',
    )
    expect(mail.subject).toBe('Testimony Alert')
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt;')
    expect(mail.html).toContain('a&quot;b@example.com')
    expect(mail.html).toMatch(/It(&#x27;|&#39;)s &lt;great&gt;/)
    expect(mail.html).toContain('href="https://saffron.example/testimonial-review?reviewId=r1"')
    expect(mail.html).not.toContain('<b>')
    expect(mail.text).toContain("It's <great>")
  })
})
