import { z } from 'zod'
import { recordMetaMask, stampShape } from './stamps.ts'

// Stored in the collection `consulationNotes` (original spelling).
export const consultationNoteSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z.string().default(''),
  noteText: z.string().default(''),
  userProfileId: z.string().default(''),
  profileUserId: z.string().default(''),
  authorUserId: z.string().default(''),
})
export type ConsultationNote = z.infer<typeof consultationNoteSchema>

export const newConsultationNoteSchema = consultationNoteSchema.omit(recordMetaMask)
export type NewConsultationNote = z.input<typeof newConsultationNoteSchema>
