import { z } from 'zod/mini'
import { questionSchema } from './form.ts'
import { recordMetaMask, stampShape } from './stamps.ts'

export const formResponseSchema = z.object({
  id: z.string(),
  ...stampShape,
  formId: z._default(z.string(), ''),
  userId: z._default(z.string(), ''),
  userEmail: z._default(z.string(), ''),
  formTitle: z._default(z.string(), ''),
  // The form's questions, each carrying its answer.
  questions: z._default(z.array(questionSchema), []),
})
export type FormResponse = z.infer<typeof formResponseSchema>

export const newFormResponseSchema = z.omit(formResponseSchema, recordMetaMask)
export type NewFormResponse = z.input<typeof newFormResponseSchema>
