import { describe, expect, it } from 'vitest'
import { authErrorCode, authErrorView, knownAuthErrorCodes } from './auth-errors.ts'

// Every authentication code the product explains, as the Firebase SDK names them.
const specCodes = [
  'auth/email-already-in-use',
  'auth/invalid-credential',
  'auth/user-not-found',
  'auth/user-disabled',
  'auth/too-many-requests',
  'auth/password-does-not-meet-requirements',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/network-request-failed',
  'auth/multi-factor-auth-required',
  'auth/unauthorized-domain',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/web-storage-unsupported',
  'auth/internal-error',
  'auth/invalid-api-key',
  'auth/auth-domain-config-required',
  'auth/login-blocked',
  'auth/invalid-user-token',
  'auth/tenant-id-mismatch',
]

describe('authErrorView', () => {
  it.each(specCodes)('has its own human message for %s', (code) => {
    expect(knownAuthErrorCodes).toContain(code)
    const view = authErrorView(code)
    expect(view.message).not.toContain('auth/')
    expect(view.message).not.toBe(authErrorView('something-else').message)
  })

  it('puts field problems by their field', () => {
    expect(authErrorView('auth/invalid-email').field).toBe('email')
    expect(authErrorView('auth/email-already-in-use').field).toBe('email')
    expect(authErrorView('auth/weak-password').field).toBe('password')
    expect(authErrorView('auth/weak-password').message).toMatch(/6 characters/)
    expect(authErrorView('auth/invalid-credential').field).toBe('form')
  })

  it('never shows a raw or unknown code', () => {
    expect(authErrorView('<script>').message).toMatch(/Something went wrong/)
    expect(authErrorView(null).field).toBe('form')
  })
})

describe('authErrorCode', () => {
  it('reads the code of a thrown FirebaseError-like object', () => {
    expect(authErrorCode({ code: 'auth/user-disabled' })).toBe('auth/user-disabled')
    expect(authErrorCode(new Error('x'))).toBe('unknown')
    expect(authErrorCode(null)).toBe('unknown')
  })
})
