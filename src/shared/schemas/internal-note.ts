import { z } from 'zod/mini'
import { requiredText } from '../required-text.ts'
import { recordSchemas } from './stamps.ts'

// A staff-only note on an order (orders/{orderId}/internalNotes/{noteId}): only admins read and write them (the
// rules enforce it), no mail carries them, and they are never changed or deleted, so they read as a log.
export const { stored: internalNoteSchema, created: newInternalNoteSchema } = recordSchemas({
  text: requiredText(2000, {
    missing: 'Please write the note.',
    tooLong: 'Please keep the note under 2,000 characters.',
  }),
  authorUid: z.string(),
})
export type InternalNote = z.infer<typeof internalNoteSchema>
export type NewInternalNote = z.input<typeof newInternalNoteSchema>
