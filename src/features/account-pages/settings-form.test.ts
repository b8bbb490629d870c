import { describe, expect, it } from 'vitest'
import {
  accountChangeError,
  readAddressesSubmission,
  readEmailSubmission,
  readMailSubmission,
  readNameSubmission,
  readPasswordSubmission,
  savedAddressesOf,
  settingsIntentOf,
} from './settings-form.ts'

function form(entries: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  }
  return data
}

const row = (index: number, parts: Record<string, string>) =>
  Object.fromEntries(Object.entries(parts).map(([part, value]) => [`addresses.${index}.${part}`, value]))

describe('settingsIntentOf', () => {
  it('knows the sections and nothing else', () => {
    expect(settingsIntentOf(form({ intent: 'addresses' }))).toBe('addresses')
    expect(settingsIntentOf(form({ intent: 'isAdmin' }))).toBeUndefined()
    expect(settingsIntentOf(form({}))).toBeUndefined()
  })
})

describe('readNameSubmission', () => {
  it('trims the names and stores the phone as E.164', () => {
    expect(
      readNameSubmission(form({ firstName: ' Casey ', lastName: 'Rivera', phone: '(212) 555-0123' })),
    ).toEqual({ ok: true, value: { firstName: 'Casey', lastName: 'Rivera', phone: '+12125550123' } })
  })

  it('lets the phone be cleared', () => {
    const result = readNameSubmission(form({ firstName: 'Casey', lastName: '', phone: '  ' }))
    expect(result).toEqual({ ok: true, value: { firstName: 'Casey', lastName: '', phone: '' } })
  })

  it('answers by the field for a missing first name and a phone number that is not valid', () => {
    const result = readNameSubmission(form({ firstName: '  ', lastName: 'x'.repeat(201), phone: '12' }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Keep your last name under 200 characters.',
      phone: expect.stringContaining('valid phone number') as unknown,
    })
  })
})

describe('readAddressesSubmission', () => {
  const home = { label: 'Home', street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }
  const office = { label: '', street: '9 Elm Ave', city: 'Shelbyville', state: 'IL', zip: '62565' }

  it('puts the chosen default first and numbers empty labels by their new place', () => {
    const result = readAddressesSubmission(form({ ...row(0, home), ...row(1, office), defaultAddress: '1' }))
    expect(result).toEqual({
      ok: true,
      value: [
        { ...office, label: 'Address 1' },
        { ...home, label: 'Home' },
      ],
    })
  })

  it('keeps the order when the first is the default, or the choice is not a row', () => {
    for (const defaultAddress of ['0', '7', '-1', 'x', '']) {
      const result = readAddressesSubmission(form({ ...row(0, home), ...row(1, office), defaultAddress }))
      expect(result.ok && result.value.map((item) => item.street)).toEqual(['1 Main St', '9 Elm Ave'])
    }
  })

  it('drops empty rows, and saves none when every row is empty', () => {
    const blank = { label: 'Address 2', street: '', city: '', state: '', zip: '' }
    expect(readAddressesSubmission(form({ ...row(0, blank), ...row(1, home) }))).toEqual({
      ok: true,
      value: [home],
    })
    expect(readAddressesSubmission(form({}))).toEqual({ ok: true, value: [] })
  })

  it('answers by the row and part, before anything is reordered', () => {
    const result = readAddressesSubmission(
      form({ ...row(0, home), ...row(1, { ...office, city: '', zip: '!!' }), defaultAddress: '1' }),
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        'addresses.1.city': 'Enter the city.',
        'addresses.1.zip': 'Enter a valid ZIP or postal code.',
      },
    })
  })

  it('refuses more than ten addresses', () => {
    const many = Object.assign({}, ...Array.from({ length: 11 }, (_, index) => row(index, home))) as Record<
      string,
      string
    >
    const result = readAddressesSubmission(form(many))
    expect(result).toEqual({ ok: false, errors: { addresses: 'Add at most 10 addresses.' } })
  })
})

describe('savedAddressesOf', () => {
  it('reads a stored list and reads anything else as none', () => {
    expect(savedAddressesOf({ addresses: [{ street: '1 Main St' }] })).toEqual([
      { label: '', street: '1 Main St', city: '', state: '', zip: '' },
    ])
    expect(savedAddressesOf({ addresses: 'somewhere' })).toEqual([])
    expect(savedAddressesOf({})).toEqual([])
  })
})

describe('readMailSubmission', () => {
  it('stores the opposite of the ticked reminder', () => {
    expect(readMailSubmission(form({ reminders: 'on' }))).toEqual({ remindersOff: false })
    expect(readMailSubmission(form({}))).toEqual({ remindersOff: true })
  })
})

describe('readPasswordSubmission', () => {
  it('needs the current password and a new one of at least six characters that differs', () => {
    expect(readPasswordSubmission(form({ currentPassword: '', newPassword: '12345' }))).toEqual({
      ok: false,
      errors: {
        currentPassword: 'Enter your current password.',
        newPassword: 'Use a new password of at least 6 characters.',
      },
    })
    expect(readPasswordSubmission(form({ currentPassword: 'secret1', newPassword: 'secret1' }))).toEqual({
      ok: false,
      errors: { newPassword: 'The new password is the same as the current one.' },
    })
    expect(readPasswordSubmission(form({ currentPassword: 'secret1', newPassword: 'secret2' }))).toEqual({
      ok: true,
      value: { currentPassword: 'secret1', newPassword: 'secret2' },
    })
  })
})

describe('readEmailSubmission', () => {
  it('needs a valid new address other than the current one, and the current password', () => {
    expect(readEmailSubmission(form({ newEmail: 'nope', currentPassword: '' }), 'a@example.com')).toEqual({
      ok: false,
      errors: {
        newEmail: 'Enter a valid e-mail address, like name@example.com.',
        currentPassword: 'Enter your current password.',
      },
    })
    expect(
      readEmailSubmission(form({ newEmail: 'A@Example.com', currentPassword: 'pw' }), 'a@example.com'),
    ).toEqual({ ok: false, errors: { newEmail: 'This is already your e-mail address.' } })
    expect(
      readEmailSubmission(form({ newEmail: ' b@example.com ', currentPassword: 'pw' }), 'a@example.com'),
    ).toEqual({ ok: true, value: { newEmail: 'b@example.com', currentPassword: 'pw' } })
  })
})

describe('accountChangeError', () => {
  it('says a wrong current password and a weak new one by their fields', () => {
    expect(accountChangeError('auth/invalid-credential').field).toBe('currentPassword')
    expect(accountChangeError('auth/wrong-password').field).toBe('currentPassword')
    expect(accountChangeError('auth/weak-password').field).toBe('newPassword')
    expect(accountChangeError('auth/email-already-in-use').field).toBe('newEmail')
    expect(accountChangeError('auth/something-new')).toEqual({
      field: 'form',
      message: 'The change could not be made. Please try again.',
    })
  })
})
