import { describe, expect, it } from 'vitest'
import { clientIp, nextCount } from './rate-limit.ts'

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
