import { z } from 'zod/mini'
import { questionSchema } from './form.ts'
import { recordSchemas, text } from './stamps.ts'

export const { stored: formResponseSchema, created: newFormResponseSchema } = recordSchemas({
  formId: text(),
  userId: text(),
  userEmail: text(),
  formTitle: text(),
  // The form's questions, each carrying its answer.
  questions: z._default(z.array(questionSchema), []),
})
export type FormResponse = z.infer<typeof formResponseSchema>
export type NewFormResponse = z.input<typeof newFormResponseSchema>
