import type { z } from 'zod/mini'
import { recordSchemas, text } from './stamps.ts'

// Stored in the collection `consulationNotes` (original spelling).
export const { stored: consultationNoteSchema, created: newConsultationNoteSchema } = recordSchemas({
  title: text(),
  noteText: text(),
  userProfileId: text(),
  profileUserId: text(),
  authorUserId: text(),
})
export type ConsultationNote = z.infer<typeof consultationNoteSchema>
export type NewConsultationNote = z.input<typeof newConsultationNoteSchema>
