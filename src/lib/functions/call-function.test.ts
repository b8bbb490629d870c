import { beforeEach, describe, expect, it, vi } from 'vitest'

const callable = vi.hoisted(() => vi.fn<(data: unknown) => Promise<{ data: unknown }>>())
const httpsCallable = vi.hoisted(() =>
  vi.fn((_functions: unknown, _name: string, _options?: unknown) => callable),
)

vi.mock('../firebase.ts', () => ({ firebaseFunctions: async () => ({ region: 'test' }) }))
vi.mock('firebase/functions', () => ({ httpsCallable }))

import { createUserCallable, placeOrderCallable } from '../../shared/callables.ts'
import { CallFailedError, callFunction, dataOrThrow } from './call-function.ts'

// Shaped like the FirebaseError the Functions SDK throws for a failed call.
const sdkError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { name: 'FirebaseError', code: `functions/${code}`, details })

describe('callFunction', () => {
  beforeEach(() => {
    callable.mockReset()
    httpsCallable.mockClear()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('calls the contract by name with the timeout and returns the parsed reply', async () => {
    callable.mockResolvedValue({ data: { uid: 'u1', extra: 'dropped' } })
    const result = await callFunction(
      createUserCallable,
      { email: 'a@x.test', password: 'secret1' },
      {
        timeoutMs: 5000,
      },
    )
    expect(httpsCallable).toHaveBeenCalledWith({ region: 'test' }, 'createUserCallable', { timeout: 5000 })
    expect(callable).toHaveBeenCalledWith({ email: 'a@x.test', password: 'secret1' })
    expect(result).toEqual({ ok: true, data: { uid: 'u1' } })
  })

  it('maps invalid-argument field details to fieldErrors and keeps the submitted values', async () => {
    callable.mockRejectedValue(
      sdkError('invalid-argument', 'Invalid request data: email', { fields: { email: 'Invalid email' } }),
    )
    const result = await callFunction(
      createUserCallable,
      { email: 'nope', password: 'secret1' },
      { values: { email: 'nope' } },
    )
    expect(result).toEqual({
      ok: false,
      code: 'invalid-argument',
      fieldErrors: { email: 'Invalid email' },
      values: { email: 'nope' },
    })
  })

  it('turns other codes into a readable form error, never a raw code', async () => {
    callable.mockRejectedValue(sdkError('aborted', '[409]'))
    const result = await callFunction(createUserCallable, { email: 'a@x.test', password: 'secret1' })
    expect(result).toEqual({
      ok: false,
      code: 'aborted',
      fieldErrors: {},
      values: {},
      formError: 'The request conflicted with another change. Please try again.',
    })
  })

  it('shows the server message of codes whose message is written for users', async () => {
    callable.mockRejectedValue(sdkError('already-exists', 'An account with this e-mail already exists.'))
    const result = await callFunction(createUserCallable, { email: 'a@x.test', password: 'secret1' })
    expect(result).toMatchObject({ ok: false, formError: 'An account with this e-mail already exists.' })
  })

  it('lets the page word the failure itself', async () => {
    callable.mockRejectedValue(sdkError('permission-denied', 'No.'))
    const result = await callFunction(
      createUserCallable,
      { email: 'a@x.test', password: 'secret1' },
      { describeError: ({ code }) => `custom ${code}` },
    )
    expect(result).toMatchObject({
      ok: false,
      code: 'permission-denied',
      formError: 'custom permission-denied',
    })
  })

  it('reports a reply that breaks the contract as internal', async () => {
    callable.mockResolvedValue({ data: { orderId: 'o1' } })
    const result = await callFunction(placeOrderCallable, { cartData: [{ chefPackageId: 'p', quantity: 1 }] })
    expect(result).toMatchObject({
      ok: false,
      code: 'internal',
      formError: expect.stringMatching(/our side/),
    })
  })

  it('reports a failed SDK load as a failure, not an exception', async () => {
    httpsCallable.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const result = await callFunction(createUserCallable, { email: 'a@x.test', password: 'secret1' })
    expect(result).toMatchObject({ ok: false, code: 'unknown' })
  })
})

describe('dataOrThrow', () => {
  it('returns the data of a success and throws a failure with its code and fields', () => {
    expect(dataOrThrow({ ok: true, data: 1 })).toBe(1)
    const failure = {
      ok: false,
      code: 'not-found',
      fieldErrors: { a: 'b' },
      values: {},
      formError: 'Gone.',
    } as const
    expect(() => dataOrThrow(failure)).toThrow(CallFailedError)
    expect(() => dataOrThrow(failure)).toThrow('Gone.')
    try {
      dataOrThrow(failure)
    } catch (error) {
      expect(error).toMatchObject({ code: 'not-found', details: { fields: { a: 'b' } } })
    }
  })
})
