import { describe, expect, it } from 'vitest'
import { documentIdSchema, hasOnlyWellFormedText, isDocumentId } from './document-id.ts'

describe('document ids', () => {
  it('accepts the ids Firestore and the product make', () => {
    for (const id of ['pkg-pappardelle-ragu', 'r67k6AeB5O5o8x5bebUQ', 'demo-customer', 'a.b', '_x_']) {
      expect(isDocumentId(id), id).toBe(true)
    }
  })

  it('refuses path-like, reserved, empty, overlong and malformed ids', () => {
    for (const id of ['', 'a/b', '/', '.', '..', '__x__', '____', 'x'.repeat(129), 'bad\uD800id', '\uDC00']) {
      expect(isDocumentId(id), JSON.stringify(id)).toBe(false)
    }
    expect(documentIdSchema.safeParse('  pkg-1  ')).toMatchObject({ success: true, data: 'pkg-1' })
    expect(documentIdSchema.safeParse('../orders').success).toBe(false)
  })

  it('finds an unpaired surrogate anywhere in a request', () => {
    expect(hasOnlyWellFormedText({ a: ['ok', { b: 'fine 😀' }], c: 1, d: null })).toBe(true)
    expect(hasOnlyWellFormedText({ a: ['ok', { b: 'bad \uD83D' }] })).toBe(false)
    expect(hasOnlyWellFormedText({ ['key\uDE00']: 'value' })).toBe(false)
  })
})
