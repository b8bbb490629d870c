import { describe, expect, it } from 'vitest'
import { callableErrorMessage, codeForHttpStatus, readCallableError } from './callable-errors.ts'

describe('codeForHttpStatus', () => {
  it.each([
    [200, 'ok'],
    [204, 'ok'],
    [299, 'ok'],
    [0, 'internal'],
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [302, 'unknown'],
    [418, 'unknown'],
    [502, 'unknown'],
  ] as const)('%i -> %s', (status, code) => {
    expect(codeForHttpStatus(status)).toBe(code)
  })
})

// Shaped like the FirebaseError that the Functions SDK throws for a failed call.
const firebaseError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { name: 'FirebaseError', code: `functions/${code}`, details })

describe('callableErrorMessage', () => {
  it('names the fields of an invalid-argument error from validatedOnCall', () => {
    const error = firebaseError('invalid-argument', 'Invalid request data: customer_email, line_items', {
      fields: { customer_email: 'Invalid email address', line_items: 'Too small' },
    })
    expect(callableErrorMessage(error)).toBe(
      'Some of the information sent is not valid. Please check: customer_email, line_items.',
    )
    expect(readCallableError(error).fields).toEqual({
      customer_email: 'Invalid email address',
      line_items: 'Too small',
    })
  })

  it("shows the server's own words for expected failures", () => {
    expect(callableErrorMessage(firebaseError('not-found', 'Order not found.'))).toBe('Order not found.')
    expect(callableErrorMessage(firebaseError('failed-precondition', 'Order already paid.'))).toBe(
      'Order already paid.',
    )
    expect(
      callableErrorMessage(
        firebaseError('resource-exhausted', 'Too many resets from your network. Wait an hour.'),
      ),
    ).toBe('Too many resets from your network. Wait an hour.')
  })

  it('replaces SDK texts and internal errors with a sentence a user understands', () => {
    expect(callableErrorMessage(firebaseError('deadline-exceeded', 'deadline-exceeded'))).toBe(
      'The server took too long to answer. Please try again.',
    )
    expect(callableErrorMessage(firebaseError('cancelled', 'Request was cancelled.'))).toBe(
      'The request was cancelled.',
    )
    expect(callableErrorMessage(firebaseError('internal', 'Response is not valid JSON object.'))).toBe(
      'Something went wrong on our side. Please try again.',
    )
    expect(callableErrorMessage(firebaseError('internal', 'Response is missing data field.'))).toBe(
      'Something went wrong on our side. Please try again.',
    )
    expect(callableErrorMessage(firebaseError('unauthenticated', 'unauthenticated'))).toBe(
      'Please sign in and try again.',
    )
  })

  it('copes with things that are not FirebaseErrors', () => {
    expect(callableErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Something went wrong. Please try again.',
    )
    expect(callableErrorMessage('oops')).toBe('Something went wrong. Please try again.')
    expect(callableErrorMessage(undefined)).toBe('Something went wrong. Please try again.')
    expect(readCallableError({ code: 'functions/made-up', message: 'x' }).code).toBe('unknown')
  })
})
