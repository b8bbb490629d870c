import { z } from 'zod/mini'

// Ids that name a Firestore document, as callables receive them from browsers. Firestore refuses (with an
// internal error, not a clear answer) ids with a slash, '.', '..' and ids of the form __x__, and text with an
// unpaired UTF-16 surrogate cannot be stored at all. One rule, so every callable answers such ids with
// invalid-argument instead of failing on the server.

const reservedId = /^__.*__$/
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True for text without an unpaired UTF-16 surrogate (String.prototype.isWellFormed, for older runtimes). */
export function isWellFormedText(value: string): boolean {
  return !loneSurrogate.test(value)
}

/** True for an id Firestore accepts as one document's id: 1 to 128 characters, no slash, not '.', '..' or __x__. */
export function isDocumentId(value: string): boolean {
  return (
    value.length >= 1 &&
    value.length <= 128 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !reservedId.test(value) &&
    isWellFormedText(value)
  )
}

export const documentIdSchema = z
  .string({ error: 'Missing id.' })
  .check(z.trim(), z.refine(isDocumentId, 'This id is not valid.'))

/** True when every string anywhere in `value` is well-formed UTF-16 (no unpaired surrogate). */
export function hasOnlyWellFormedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isWellFormedText(value)
  if (depth > 32 || value === null || typeof value !== 'object') return true
  const entries = Array.isArray(value) ? value : Object.entries(value).flat()
  return entries.every((item) => hasOnlyWellFormedText(item, depth + 1))
}
