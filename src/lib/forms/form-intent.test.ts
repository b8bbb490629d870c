import { describe, expect, it } from 'vitest'
import { intentOf, unknownIntent } from './form-intent.ts'

const formOf = (intent?: string) => {
  const form = new FormData()
  if (intent !== undefined) form.set('intent', intent)
  return form
}

describe('form intents', () => {
  it('reads a known intent and nothing else', () => {
    expect(intentOf(formOf('move'), ['close', 'move'])).toBe('move')
    expect(intentOf(formOf('drop-tables'), ['close', 'move'])).toBeUndefined()
    expect(intentOf(formOf(), ['close', 'move'])).toBeUndefined()
  })

  it('answers an unknown intent with a 400 in the form kit failure shape, keeping what was typed', () => {
    const answer = unknownIntent({ title: 'Brunch' })
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'This form is not known. Please reload the page.',
      values: { title: 'Brunch' },
    })
  })
})
