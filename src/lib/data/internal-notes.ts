import { internalNoteSchema } from '../../shared/schemas/internal-note.ts'
import { defineCollection } from './collection.ts'

/** The staff-only notes of one order (a subcollection of the order). */
export const internalNotesOf = (orderId: string) =>
  defineCollection({
    name: `orders/${orderId}/internalNotes`,
    schema: internalNoteSchema,
    blank: () => ({ text: '', authorUid: '' }),
  })
