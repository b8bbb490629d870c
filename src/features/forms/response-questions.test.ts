import { describe, expect, it } from 'vitest'
import type { Question } from '../../shared/schemas/form.ts'
import { hasAnyAnswer, mergeResponseQuestions, withAnswers } from './response-questions.ts'

const q = (questionKey: string, answer?: string, questionText = questionKey): Question => ({
  id: `id-${questionKey}`,
  questionKey,
  questionText,
  questionImage: '',
  typeKey: 'text',
  ...(answer === undefined ? {} : { answer }),
})

describe('mergeResponseQuestions', () => {
  it("uses the form's questions and order, with the stored answers by key", () => {
    const merged = mergeResponseQuestions(
      [q('b', undefined, 'B now'), q('a')],
      [q('a', 'one'), q('b', 'two', 'B then')],
    )
    expect(merged.map((x) => [x.questionKey, x.questionText, x.answer])).toEqual([
      ['b', 'B now', 'two'],
      ['a', 'a', 'one'],
    ])
  })

  it('keeps answers to questions the form no longer has, after the others', () => {
    const merged = mergeResponseQuestions([q('a')], [q('gone', 'kept'), q('a', 'x')])
    expect(merged.map((x) => x.questionKey)).toEqual(['a', 'gone'])
    expect(merged[1]!.answer).toBe('kept')
  })

  it('uses the response alone when the form is gone', () => {
    expect(mergeResponseQuestions([], [q('a', 'x')])).toEqual([q('a', 'x')])
  })
})

describe('withAnswers / hasAnyAnswer', () => {
  it('fills answers by key and tells whether anything was answered', () => {
    expect(withAnswers([q('a'), q('b')], { a: 'yes' }).map((x) => x.answer)).toEqual(['yes', ''])
    expect(hasAnyAnswer({ a: '  ', b: [] })).toBe(false)
    expect(hasAnyAnswer({ a: 'x' })).toBe(true)
  })
})

describe('questions that fill the dietary profile', () => {
  const allergies: Question = { ...q('tableAllergies'), profileField: 'allergies' }

  it('are no part of a response: their answers live on the profile', () => {
    expect(withAnswers([q('a'), allergies], { a: 'yes' }).map((x) => x.questionKey)).toEqual(['a'])
    expect(mergeResponseQuestions([allergies, q('a')], [q('a', 'x')]).map((x) => x.questionKey)).toEqual([
      'a',
    ])
  })
})
