import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https'
import { logger } from 'firebase-functions'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { runValidatedCall, type CallableAccess, type CallRequest } from './callable.ts'
import {
  AlreadyExistsError,
  NotFoundError,
  PermissionError,
  PreconditionError,
  UnavailableError,
} from './errors.ts'

const input = z.object({ orderId: z.string().min(1), quantity: z.number().int().min(1) })
const output = z.object({ id: z.string() })

function signedIn(claims: Record<string, unknown> = {}): CallRequest['auth'] {
  return { uid: 'user-1', token: { uid: 'user-1', ...claims } as never, rawToken: 'token' }
}

function call(
  data: unknown,
  handler: (data: z.output<typeof input>, request: CallableRequest<unknown>) => unknown = () => ({ id: 'x' }),
  access: CallableAccess = 'public',
  auth: CallRequest['auth'] = undefined,
) {
  return runValidatedCall('testCallable', input, output, handler as never, access, { data, auth })
}

async function callError(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(HttpsError)
  return error as HttpsError
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('input validation', () => {
  it('passes the parsed input to the handler and returns its reply', async () => {
    const handler = vi.fn(() => ({ id: 'session-1' }))
    await expect(call({ orderId: 'o1', quantity: 2, extra: true }, handler)).resolves.toEqual({
      id: 'session-1',
    })
    // zod objects drop unknown keys, so handlers only ever see the contract's fields.
    expect(handler).toHaveBeenCalledWith({ orderId: 'o1', quantity: 2 }, expect.anything())
  })

  it('rejects invalid input with invalid-argument naming every field, without calling the handler', async () => {
    const handler = vi.fn()
    const error = await callError(call({ orderId: '', quantity: 1.5 }, handler))
    expect(error.code).toBe('invalid-argument')
    expect(error.message).toBe('Invalid request data: orderId, quantity')
    expect(error.details).toEqual({
      fields: { orderId: expect.any(String), quantity: expect.any(String) },
    })
    expect(handler).not.toHaveBeenCalled()
  })

  it('rejects a missing body', async () => {
    const error = await callError(call(null))
    expect(error.code).toBe('invalid-argument')
    expect(error.details).toEqual({ fields: { '(root)': expect.any(String) } })
  })

  it('rejects text with an unpaired surrogate anywhere, without calling the handler', async () => {
    const handler = vi.fn(() => ({ id: 'x' }))
    const error = await callError(call({ orderId: 'ord-\uD800', quantity: 1 }, handler))
    expect(error.code).toBe('invalid-argument')
    expect(error.message).toMatch(/not valid Unicode/)
    expect(handler).not.toHaveBeenCalled()
  })
})

describe('access', () => {
  it('requires a signed-in user unless public', async () => {
    expect((await callError(call({ orderId: 'o', quantity: 1 }, undefined, 'signedIn'))).code).toBe(
      'unauthenticated',
    )
    await expect(call({ orderId: 'o', quantity: 1 }, undefined, 'signedIn', signedIn())).resolves.toEqual({
      id: 'x',
    })
  })

  it('requires the admin claim to be exactly true for admin callables', async () => {
    expect((await callError(call({ orderId: 'o', quantity: 1 }, undefined, 'admin'))).code).toBe(
      'unauthenticated',
    )
    const notAdmin = await callError(
      call({ orderId: 'o', quantity: 1 }, undefined, 'admin', signedIn({ admin: 'true' })),
    )
    expect(notAdmin.code).toBe('permission-denied')
    await expect(
      call({ orderId: 'o', quantity: 1 }, undefined, 'admin', signedIn({ admin: true })),
    ).resolves.toEqual({ id: 'x' })
  })

  it('checks access before validating input', async () => {
    expect((await callError(call({}, undefined, 'signedIn'))).code).toBe('unauthenticated')
  })
})

describe('error mapping', () => {
  it.each([
    [new NotFoundError('Order not found.'), 'not-found'],
    [new PermissionError('Not your order.'), 'permission-denied'],
    [new PreconditionError('Order already paid.'), 'failed-precondition'],
    [new AlreadyExistsError('Account exists.'), 'already-exists'],
    [new UnavailableError('Payments are down.'), 'unavailable'],
  ] as const)('maps %s to %s with its message', async (thrown, code) => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const error = await callError(
      call({ orderId: 'o', quantity: 1 }, () => {
        throw thrown
      }),
    )
    expect(error.code).toBe(code)
    expect(error.message).toBe(thrown.message)
    expect(logged).not.toHaveBeenCalled()
  })

  it('passes an HttpsError through unchanged', async () => {
    const thrown = new HttpsError('resource-exhausted', 'Slow down.')
    await expect(
      call({ orderId: 'o', quantity: 1 }, () => {
        throw thrown
      }),
    ).rejects.toBe(thrown)
  })

  it('logs an unexpected error with context but not the request data, and reports internal', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const error = await callError(
      call(
        { orderId: 'secret-order', quantity: 1 },
        async () => {
          throw new TypeError('boom')
        },
        'signedIn',
        signedIn(),
      ),
    )
    expect(error.code).toBe('internal')
    expect(error.message).not.toContain('boom')
    expect(logged).toHaveBeenCalledOnce()
    const [message, context] = logged.mock.calls[0] ?? []
    expect(message).toContain('testCallable')
    expect(context).toMatchObject({
      callable: 'testCallable',
      uid: 'user-1',
      errorName: 'TypeError',
      errorMessage: 'boom',
    })
    expect(JSON.stringify(context)).not.toContain('secret-order')
  })

  it('reports a reply that breaks the output contract as internal', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const error = await callError(call({ orderId: 'o', quantity: 1 }, () => ({ id: 42 })))
    expect(error.code).toBe('internal')
    expect(logged.mock.calls[0]?.[1]).toMatchObject({ errorMessage: 'reply does not match contract: id' })
  })
})
