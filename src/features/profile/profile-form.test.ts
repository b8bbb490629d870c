import { describe, expect, it } from 'vitest'
import {
  editableQuestions,
  fallbackQuestions,
  readProfileSubmission,
  unaskedDietaryFields,
} from './profile-form.ts'
import { invalidPhoneMessage } from '../../shared/phone-number.ts'
import type { Question } from '../../shared/schemas/form.ts'
import { formDataOf } from '../../../tests/support/form-data.ts'

const questions: Question[] = [
  ...fallbackQuestions,
  {
    id: 'q-a',
    questionText: 'Addresses',
    questionKey: 'addresses',
    questionImage: '',
    typeKey: 'addressList',
  },
  { id: 'q-x', questionText: 'Sneaky', questionKey: 'isAdmin', questionImage: '', typeKey: 'text' },
]

const good = { 'answers.firstName': 'Ada', 'answers.lastName': 'Lovelace', 'answers.phone': '(212) 555-0142' }

describe('readProfileSubmission', () => {
  it('moves a customer from onBoard to consultWaitRoom and never writes reserved keys', () => {
    const result = readProfileSubmission(
      formDataOf({ ...good, 'answers.isAdmin': 'true' }),
      questions,
      { isAdmin: false },
      'onBoard',
    )
    expect(result).toEqual({
      ok: true,
      patch: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        // Stored as E.164, as the settings page stores it.
        phone: '+12125550142',
        addresses: [],
        allergies: [],
        diets: [],
        userStatus: 'consultWaitRoom',
      },
    })
  })

  it('stores the boxes of a question that fills the dietary profile as allergies and diets, never under its key', () => {
    const mapped: Question[] = [
      ...questions,
      {
        id: 'q-allergies',
        questionText: 'Is anyone allergic to any of these?',
        questionKey: 'tableAllergies',
        questionImage: '',
        typeKey: 'text',
        profileField: 'allergies',
      },
    ]
    const data = formDataOf({ ...good, 'answers.tableAllergies': 'peanuts' })
    for (const value of ['sesame', 'nuts', 'peanuts']) data.append('allergies', value)
    data.append('diets', 'vegan')
    data.append('diets', 'carnivore')
    const result = readProfileSubmission(data, mapped, { isAdmin: false }, 'onBoard')
    expect(result.ok).toBe(true)
    if (!result.ok) return
    // Off-list values are dropped; the fixed lists' order is kept.
    expect(result.patch).toMatchObject({ allergies: ['peanuts', 'sesame'], diets: ['vegan'] })
    expect(result.patch).not.toHaveProperty('tableAllergies')
  })

  it('asks in its own section only the dietary fields no question fills', () => {
    const allergiesQuestion: Question = {
      id: 'q-allergies',
      questionText: 'Allergies?',
      questionKey: 'allergies',
      questionImage: '',
      typeKey: 'text',
      profileField: 'allergies',
    }
    expect(unaskedDietaryFields(questions)).toEqual(['allergies', 'diets'])
    expect(unaskedDietaryFields([allergiesQuestion])).toEqual(['diets'])
    // A question keyed like a profile field is asked only when it fills that field.
    expect(editableQuestions([allergiesQuestion]).map((q) => q.id)).toEqual(['q-allergies'])
    expect(editableQuestions([{ ...allergiesQuestion, profileField: undefined }])).toEqual([])
  })

  it('keeps other statuses for customers and ignores a status they send', () => {
    const result = readProfileSubmission(
      formDataOf({ ...good, userStatus: 'readyToOrder' }),
      questions,
      { isAdmin: false },
      'consultWaitRoom',
    )
    expect(result.ok).toBe(true)
    expect(result.ok && 'userStatus' in result.patch).toBe(false)
  })

  it('lets an admin set any status', () => {
    const result = readProfileSubmission(
      formDataOf({ ...good, userStatus: 'readyToOrder' }),
      questions,
      { isAdmin: true },
      'consultWaitRoom',
    )
    expect(result.ok && result.patch['userStatus']).toBe('readyToOrder')
  })

  it('refuses a phone number placing an order would refuse, with the same message', () => {
    const result = readProfileSubmission(
      formDataOf({ ...good, 'answers.phone': '(555) 555-0142' }),
      questions,
      { isAdmin: false },
      'onBoard',
    )
    expect(result).toMatchObject({ ok: false, errors: { phone: invalidPhoneMessage } })
  })

  it('returns every problem by field with what was typed', () => {
    const result = readProfileSubmission(
      formDataOf({
        'answers.firstName': '',
        'answers.lastName': 'L',
        'answers.phone': 'call me',
        'answers.addresses.0.zip': '12345',
      }),
      questions,
      { isAdmin: false },
      'onBoard',
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual([
      'addresses.0.city',
      'addresses.0.street',
      'firstName',
      'phone',
    ])
    expect(result.values['phone']).toBe('call me')
  })
})
