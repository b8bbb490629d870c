import { describe, expect, it } from 'vitest'
import { testimonyAlertHtml } from './submit-testimonial.ts'

describe('testimonyAlertHtml', () => {
  it('escapes every value the visitor typed and links to the review', () => {
    const body = testimonyAlertHtml(
      { id: 'r1', name: '<b>Ann</b>', email: 'a"b@example.com', testimony: "It's <great>" },
      'https://saffron.example',
    )
    expect(body).toContain('&lt;b&gt;Ann&lt;/b&gt;')
    expect(body).toContain('a&quot;b@example.com')
    expect(body).toContain('It&#39;s &lt;great&gt;')
    expect(body).toContain('href="https://saffron.example/testimonial-review?reviewId=r1"')
    expect(body).not.toContain('<b>')
  })
})
