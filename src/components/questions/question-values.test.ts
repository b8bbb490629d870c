import { describe, expect, it } from 'vitest'
import type { Question } from '../../shared/schemas/form.ts'
import { answerErrorsOf, answerOf, buildAnswersSchema, parseAnswers, readAnswers } from './question-values.ts'
import { invalidPhoneMessage } from '../../shared/phone-number.ts'
import { formDataOf } from '../../../tests/support/form-data.ts'

const q = (questionKey: string, typeKey: Question['typeKey'], questionText = questionKey): Question => ({
  id: questionKey,
  questionKey,
  questionText,
  questionImage: '',
  typeKey,
})
const questions = [
  q('firstName', 'text', 'First name'),
  q('notes', 'textarea'),
  q('photo', 'image'),
  q('addresses', 'addressList'),
]

describe('readAnswers', () => {
  it('reads only the questions, with the prefix, and rebuilds address lists in order', () => {
    const answers = readAnswers(
      formDataOf({
        'answers.firstName': 'Ada',
        'answers.notes': 'Hi',
        'answers.addresses.1.street': '2 B St',
        'answers.addresses.0.street': '1 A St',
        'answers.addresses.0.city': 'Springfield',
        'answers.isAdmin': 'true',
      }),
      questions,
      'answers.',
    )
    expect(answers).toEqual({
      firstName: 'Ada',
      notes: 'Hi',
      photo: '',
      addresses: [
        { label: 'Address 1', street: '1 A St', city: 'Springfield', state: '', zip: '' },
        { label: 'Address 2', street: '2 B St', city: '', state: '', zip: '' },
      ],
    })
    expect(answers).not.toHaveProperty('isAdmin')
  })

  it('reads no answer for a question that fills the dietary profile', () => {
    const allergies: Question = { ...q('tableAllergies', 'text'), profileField: 'allergies' }
    const answers = readAnswers(formDataOf({ 'answers.tableAllergies': 'peanuts' }), [allergies], 'answers.')
    expect(answers).toEqual({})
    expect(buildAnswersSchema([allergies]).safeParse({}).success).toBe(true)
  })
})

describe('buildAnswersSchema', () => {
  const schema = buildAnswersSchema(questions, {
    required: ['firstName'],
    checks: { notes: (value) => (value.includes('<') ? 'No angle brackets.' : null) },
  })

  it('accepts good answers, drops empty address rows and fills default labels', () => {
    const result = schema.parse({
      firstName: ' Ada ',
      notes: '',
      photo: 'https://example.com/k.jpg',
      addresses: [
        { label: '', street: '1 A St', city: 'X', state: '', zip: '62704' },
        { label: '', street: '', city: '', state: '', zip: '' },
      ],
    })
    expect(result['firstName']).toBe('Ada')
    expect(result['addresses']).toEqual([
      { label: 'Address 1', street: '1 A St', city: 'X', state: '', zip: '62704' },
    ])
  })

  it('reports each problem by its answer path', () => {
    const result = schema.safeParse({
      firstName: '  ',
      notes: '<b>',
      photo: 'javascript:alert(1)',
      addresses: [{ label: 'Home', street: '', city: '', state: '', zip: '!!' }],
    })
    expect(result.success).toBe(false)
    const errors = answerErrorsOf(result.error!)
    expect(errors['firstName']).toBe('Please fill in "First name".')
    expect(errors['notes']).toBe('No angle brackets.')
    expect(errors['photo']).toMatch(/image link/)
    expect(errors['addresses.0.zip']).toMatch(/ZIP/)
    expect(errors['addresses.0.street']).toBe('Enter the street.')
    expect(errors['addresses.0.city']).toBe('Enter the city.')
  })
})

describe('answerOf', () => {
  it('shapes stored values for their question type', () => {
    expect(answerOf(q('x', 'text'), { x: ['a'] })).toBe('')
    expect(answerOf(q('a', 'addressList'), { a: 'nope' })).toEqual([])
    expect(answerOf(q('a', 'addressList'), { a: [{ street: 'S' }] })).toEqual([
      { label: 'Address 1', street: 'S', city: '', state: '', zip: '' },
    ])
  })
})

describe('parseAnswers', () => {
  it("returns the questions' answers, checked, or the problems by answer path", () => {
    const text = [q('firstName', 'text', 'First name')]
    expect(
      parseAnswers(formDataOf({ 'answers.firstName': ' Ada ', 'answers.forged': 'x' }), text, 'answers.'),
    ).toEqual({
      ok: true,
      answers: { firstName: 'Ada' },
    })
    expect(parseAnswers(formDataOf({ 'answers.firstName': 'x'.repeat(501) }), text, 'answers.')).toEqual({
      ok: false,
      errors: { firstName: 'Keep "First name" under 500 characters.' },
    })
  })

  it('checks a phone answer by the phone rule every saved phone follows', () => {
    const phone = [q('phone', 'text', 'Phone number')]
    expect(parseAnswers(formDataOf({ 'answers.phone': '(555) 555-0142' }), phone, 'answers.')).toEqual({
      ok: false,
      errors: { phone: invalidPhoneMessage },
    })
    expect(parseAnswers(formDataOf({ 'answers.phone': '(212) 555-0142' }), phone, 'answers.')).toEqual({
      ok: true,
      answers: { phone: '(212) 555-0142' },
    })
  })
})
