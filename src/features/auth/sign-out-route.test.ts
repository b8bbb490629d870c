import { beforeEach, describe, expect, it, vi } from 'vitest'

const endSession = vi.hoisted(() => vi.fn<() => Promise<void>>())
vi.mock('../../lib/session.ts', () => ({ endSession }))

import { action, loader } from './sign-out-route.ts'

function location(response: unknown): string | null {
  return response instanceof Response ? response.headers.get('Location') : null
}

describe('sign-out route', () => {
  beforeEach(() => {
    endSession.mockReset()
  })

  it('signs out and redirects home', async () => {
    endSession.mockResolvedValue(undefined)
    const response = await action()
    expect(endSession).toHaveBeenCalledTimes(1)
    expect(location(response)).toBe('/')
  })

  it('logs a failed sign-out and still redirects home', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    endSession.mockRejectedValue(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }))
    const response = await action()
    expect(location(response)).toBe('/')
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('sign-out'), {
      code: 'auth/network-request-failed',
    })
  })

  it('sends a GET home without signing out', () => {
    expect(location(loader())).toBe('/')
    expect(endSession).not.toHaveBeenCalled()
  })
})
