import { describe, expect, it } from 'vitest'
import { isDocumentGone, unlessDocumentGone } from './document-gone.ts'

describe('unlessDocumentGone', () => {
  it('ends quietly when the work hits a deleted document', async () => {
    const gone = Object.assign(new Error('5 NOT_FOUND: no entity to update'), { code: 5 })
    await expect(
      unlessDocumentGone('test', { id: 'x' }, async () => {
        throw gone
      }),
    ).resolves.toBeUndefined()
    expect(isDocumentGone(gone)).toBe(true)
  })

  it('passes every other error on', async () => {
    const other = Object.assign(new Error('14 UNAVAILABLE'), { code: 14 })
    await expect(
      unlessDocumentGone('test', { id: 'x' }, async () => {
        throw other
      }),
    ).rejects.toBe(other)
    expect(isDocumentGone(new Error('plain'))).toBe(false)
  })
})
