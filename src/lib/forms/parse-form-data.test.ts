import { z } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { checkboxField, formFields, parseFormData, textField } from './parse-form-data.ts'

function formOf(entries: [string, string][]): FormData {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return form
}

const schema = z.object({
  title: textField(z.minLength(1, 'Please enter a title.')),
  notes: textField(),
  active: checkboxField(),
  tags: z.array(z.string()),
})

describe('parseFormData', () => {
  it('reads trimmed text, absent text as empty, a checkbox and a list', () => {
    const parsed = parseFormData(
      formOf([
        ['title', '  Brunch  '],
        ['active', 'on'],
        ['tags', 'a'],
        ['tags', 'b'],
      ]),
      schema,
      { lists: ['tags'] },
    )
    expect(parsed).toEqual({
      ok: true,
      data: { title: 'Brunch', notes: '', active: true, tags: ['a', 'b'] },
      values: { title: '  Brunch  ', active: 'on', tags: 'a' },
    })
  })

  it('answers a refusal in the form kit shape: messages by field, what was typed, the form message', () => {
    const parsed = parseFormData(formOf([['title', '   ']]), schema, {
      lists: ['tags'],
      formError: 'Nothing was saved.',
    })
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { title: 'Please enter a title.' },
      formError: 'Nothing was saved.',
      values: { title: '   ' },
    })
  })

  it('keeps the first value of a repeated name unless it is a list, and leaves files out', () => {
    const form = formOf([
      ['code', 'A'],
      ['code', 'B'],
    ])
    form.append('image', new Blob(['x']), 'x.png')
    expect(formFields(form)).toEqual({ code: 'A' })
    expect(formFields(form, ['code'])).toEqual({ code: ['A', 'B'] })
  })

  it('reads an unchecked (absent) checkbox as false', () => {
    const parsed = parseFormData(formOf([['title', 'x']]), schema, { lists: ['tags'] })
    expect(parsed.ok && parsed.data.active).toBe(false)
  })
})
