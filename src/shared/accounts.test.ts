import { describe, expect, it } from 'vitest'
import {
  consultationAlertMailId,
  firstNameFromDisplayName,
  isConsultationSignUp,
  landingPathAfterSignIn,
  newAccountProfile,
  statusAfterCustomerSave,
} from './accounts.ts'

describe('new account profile', () => {
  it('takes the first name from the display name', () => {
    expect(firstNameFromDisplayName('  Ada  Marchetti ')).toBe('Ada')
    expect(firstNameFromDisplayName(null)).toBe('')
    expect(firstNameFromDisplayName('')).toBe('')
  })

  it('is an onBoard customer keyed by the uid', () => {
    expect(newAccountProfile({ uid: 'u1', email: 'a@b.co', displayName: 'Casey Rivera' })).toEqual({
      userId: 'u1',
      email: 'a@b.co',
      firstName: 'Casey',
      userStatus: 'onBoard',
      isAdmin: false,
    })
    expect(newAccountProfile({ uid: 'u2' }).email).toBe('')
  })
})

describe('consultation sign-up', () => {
  it('moves only onBoard to consultWaitRoom', () => {
    expect(statusAfterCustomerSave('onBoard')).toBe('consultWaitRoom')
    expect(statusAfterCustomerSave('readyToOrder')).toBe('readyToOrder')
    expect(statusAfterCustomerSave('inactive')).toBe('inactive')
  })

  it('detects the transition and names one mail per profile', () => {
    expect(isConsultationSignUp('onBoard', 'consultWaitRoom')).toBe(true)
    expect(isConsultationSignUp('consultWaitRoom', 'consultWaitRoom')).toBe(false)
    expect(isConsultationSignUp(undefined, 'consultWaitRoom')).toBe(false)
    expect(consultationAlertMailId('abc')).toBe(consultationAlertMailId('abc'))
  })
})

describe('landing path after sign-in', () => {
  it('returns to a local redirect path', () => {
    expect(landingPathAfterSignIn('/order-management', false)).toBe('/order-management')
    expect(landingPathAfterSignIn('/order-review?x=1', true)).toBe('/order-review?x=1')
  })

  it('falls back to the role dashboard for missing, foreign or login paths', () => {
    expect(landingPathAfterSignIn(null, true)).toBe('/admin-dashboard')
    expect(landingPathAfterSignIn('', false)).toBe('/user-dashboard')
    expect(landingPathAfterSignIn('//evil.example/x', false)).toBe('/user-dashboard')
    expect(landingPathAfterSignIn('https://evil.example', false)).toBe('/user-dashboard')
    expect(landingPathAfterSignIn('/login?action=signup', false)).toBe('/user-dashboard')
  })
})
