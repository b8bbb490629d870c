import { z } from 'zod/mini'
import { recordMetaMask, stampShape } from './stamps.ts'

// Stored in the collection `consulationNotes` (original spelling).
export const consultationNoteSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z._default(z.string(), ''),
  noteText: z._default(z.string(), ''),
  userProfileId: z._default(z.string(), ''),
  profileUserId: z._default(z.string(), ''),
  authorUserId: z._default(z.string(), ''),
})
export type ConsultationNote = z.infer<typeof consultationNoteSchema>

export const newConsultationNoteSchema = z.omit(consultationNoteSchema, recordMetaMask)
export type NewConsultationNote = z.input<typeof newConsultationNoteSchema>
