import { consultationNoteSchema, newConsultationNoteSchema } from '../../shared/schemas/consultation-note.ts'
import { defineCollection } from './collection.ts'

// Collection name keeps the original app's spelling.
export const consulationNotes = defineCollection({
  name: 'consulationNotes',
  schema: consultationNoteSchema,
  blank: () => newConsultationNoteSchema.parse({}),
})
