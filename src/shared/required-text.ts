import { z } from 'zod/mini'

/**
 * Text a person must fill in: trimmed, not empty, at most `max` characters. The messages are shown next to the
 * field (zod/mini has no default English ones).
 */
export function requiredText(max: number, messages: { missing: string; tooLong: string }) {
  return z
    .string({ error: messages.missing })
    .check(z.trim(), z.minLength(1, messages.missing), z.maxLength(max, messages.tooLong))
}
