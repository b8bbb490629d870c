import { beforeEach, describe, expect, it, vi } from 'vitest'

const endSession = vi.hoisted(() => vi.fn<() => Promise<void>>())
const callContract = vi.hoisted(() => vi.fn<() => Promise<unknown>>())
vi.mock('../../lib/session.ts', () => ({ endSession }))
vi.mock('../../lib/profile-check.ts', () => ({ resetProfileChecks: () => undefined }))
vi.mock('./account-calls.ts', () => ({ callContract }))

import { action, loader } from './sign-out-route.ts'

function location(response: unknown): string | null {
  return response instanceof Response ? response.headers.get('Location') : null
}

describe('sign-out route', () => {
  beforeEach(() => {
    endSession.mockReset()
    callContract.mockReset()
    callContract.mockResolvedValue({ ok: true })
  })

  it('revokes the refresh tokens, signs out and redirects home', async () => {
    endSession.mockResolvedValue(undefined)
    const response = await action()
    expect(callContract).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'revokeMySessionsCallable' }),
      {},
    )
    expect(callContract.mock.invocationCallOrder[0]!).toBeLessThan(endSession.mock.invocationCallOrder[0]!)
    expect(endSession).toHaveBeenCalledTimes(1)
    expect(location(response)).toBe('/')
  })

  it('logs a failed revoke and still signs out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    callContract.mockResolvedValue({ ok: false, code: 'unavailable', fieldErrors: {}, values: {} })
    endSession.mockResolvedValue(undefined)
    const response = await action()
    expect(endSession).toHaveBeenCalledTimes(1)
    expect(location(response)).toBe('/')
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('revoking'), { code: 'unavailable' })
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
