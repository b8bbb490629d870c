import { afterEach, describe, expect, it, vi } from 'vitest'
import { failedSave, saveFailedMessage, saveOrFailure } from './save-failure.ts'

const context = { editor: 'form editor', collection: 'forms', id: 'f1' }
const typed = { title: 'Spring tasting', notes: 'Ask about allergies' }

describe('saveOrFailure', () => {
  afterEach(() => vi.restoreAllMocks())

  it('answers a refused write with a readable message and every typed value, and logs the code', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const result = await saveOrFailure(context, typed, () =>
      Promise.reject(
        Object.assign(new Error('7 PERMISSION_DENIED: [403] Missing permissions'), {
          code: 'permission-denied',
        }),
      ),
    )
    expect(result).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'You do not have permission to save this. Please sign in as an administrator.',
      values: typed,
    })
    expect(log).toHaveBeenCalledWith('form editor: save failed', {
      collection: 'forms',
      id: 'f1',
      code: 'permission-denied',
    })
  })

  it('passes the result of a save that worked', async () => {
    await expect(saveOrFailure(context, typed, () => Promise.resolve('done'))).resolves.toBe('done')
  })

  it('throws on an error that is no database answer (a bug goes to the error screen)', async () => {
    await expect(
      saveOrFailure(context, typed, () => Promise.reject(new TypeError('x is undefined'))),
    ).rejects.toThrow('x is undefined')
  })

  it('throws on a redirect or a response thrown by a guard', () => {
    const response = new Response(null, { status: 302 })
    expect(() => failedSave(response, context, typed)).toThrow()
  })
})

describe('saveFailedMessage', () => {
  it.each([
    ['not-found', /no longer exists/],
    ['unavailable', /could not be reached/],
    ['aborted', /Saving failed\. Your changes are still here/],
    ['already-exists', /Saving failed/],
  ])('words %s without a code or status', (code, words) => {
    const message = saveFailedMessage({ code, message: '[409] ABORTED' })
    expect(message).toMatch(words)
    expect(message).not.toMatch(/\[|\d{3}|aborted|not-found/i)
  })
})
