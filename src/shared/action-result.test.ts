import { describe, expect, it } from 'vitest'
import { failed, submittedValues, succeeded } from './action-result.ts'

describe('action results', () => {
  it('carries data and an optional message on success', () => {
    expect(succeeded({ id: 'a1' })).toEqual({ ok: true, data: { id: 'a1' } })
    expect(succeeded(undefined, 'Saved.')).toEqual({ ok: true, data: undefined, message: 'Saved.' })
  })

  it('carries field errors, a form error and the submitted values on failure', () => {
    expect(failed({ fieldErrors: { name: 'Please enter a name.' } }, { name: '' })).toEqual({
      ok: false,
      fieldErrors: { name: 'Please enter a name.' },
      values: { name: '' },
    })
    expect(failed({ formError: 'Nothing was saved.' })).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'Nothing was saved.',
      values: {},
    })
  })

  it('keeps the first text value of each submitted field and skips files', () => {
    const form = new FormData()
    form.append('title', 'Brunch')
    form.append('tag', 'one')
    form.append('tag', 'two')
    form.append('image', new Blob(['x']), 'x.png')
    expect(submittedValues(form)).toEqual({ title: 'Brunch', tag: 'one' })
  })
})
