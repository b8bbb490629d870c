import { describe, expect, it } from 'vitest'
import { nextCount } from './rate-limit.ts'
import { clientIp, testimonyAlertHtml } from './submit-testimonial.ts'

const limit = { name: 'test', max: 3, windowMs: 1000 }

describe('nextCount', () => {
  it('starts a window, counts up to the limit, then refuses until the window has passed', () => {
    let counter = nextCount(undefined, limit, 10_000)
    expect(counter).toEqual({ windowStart: 10_000, count: 1 })
    counter = nextCount(counter!, limit, 10_100)
    counter = nextCount(counter!, limit, 10_200)
    expect(counter).toEqual({ windowStart: 10_000, count: 3 })
    expect(nextCount(counter!, limit, 10_999)).toBeNull()
    expect(nextCount(counter!, limit, 11_000)).toEqual({ windowStart: 11_000, count: 1 })
  })
})

describe('clientIp', () => {
  it('trusts the last X-Forwarded-For entry (the one Cloud Run appends), not what the client wrote first', () => {
    expect(clientIp({ headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }, ip: '10.0.0.1' })).toBe(
      '203.0.113.9',
    )
    expect(clientIp({ headers: {}, ip: '127.0.0.1' })).toBe('127.0.0.1')
    expect(clientIp({ headers: {} })).toBe('unknown')
  })
})

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
