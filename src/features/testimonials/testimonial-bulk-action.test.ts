import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({ callFunction: vi.fn() }))
vi.mock('../../lib/functions/call-function.ts', () => calls)

const { bulkChange, bulkMessage } = await import('./testimonial-bulk-action.ts')

function formOf(change: string, reviewIds: string[]) {
  const form = new FormData()
  form.set('intent', 'bulk')
  form.set('change', change)
  for (const id of reviewIds) form.append('reviewIds', id)
  return form
}

describe('bulkMessage', () => {
  it('says how many testimonials changed and how', () => {
    expect(bulkMessage('publish', 3)).toBe('3 testimonials published')
    expect(bulkMessage('unpublish', 1)).toBe('1 testimonial unpublished')
    expect(bulkMessage('delete', 2)).toBe('2 testimonials deleted')
  })
})

describe('bulkChange', () => {
  beforeEach(() => {
    calls.callFunction.mockReset()
  })

  it('sends every selected id with the change and says what happened', async () => {
    calls.callFunction.mockResolvedValue({ ok: true, data: { change: 'publish', count: 3 } })
    const answer = await bulkChange(formOf('publish', ['a', 'b', 'c']))
    expect(calls.callFunction).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'changeTestimonialsCallable' }),
      { change: 'publish', reviewIds: ['a', 'b', 'c'] },
      expect.anything(),
    )
    expect(answer).toEqual({
      ok: true,
      data: { intent: 'bulk', change: 'publish', count: 3 },
      message: '3 testimonials published',
    })
  })

  it('refuses an empty selection or an unknown change without calling the server', async () => {
    const empty = await bulkChange(formOf('delete', []))
    expect(empty).toMatchObject({ ok: false, fieldErrors: { reviewIds: 'Select at least one testimonial.' } })
    const unknown = await bulkChange(formOf('archive', ['a']))
    expect(unknown).toMatchObject({ ok: false })
    expect(calls.callFunction).not.toHaveBeenCalled()
  })

  it('passes the server refusal on, so the page says it and keeps the selection', async () => {
    const refusal = {
      ok: false,
      code: 'not-found',
      fieldErrors: {},
      formError: 'One of the selected testimonials does not exist any more. Nothing was changed.',
      values: {},
    }
    calls.callFunction.mockResolvedValue(refusal)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await bulkChange(formOf('publish', ['gone']))).toEqual(refusal)
    expect(error).toHaveBeenCalledWith('testimonials: bulk change failed', expect.anything())
    error.mockRestore()
  })
})
