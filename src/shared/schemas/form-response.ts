import { z } from 'zod'
import { questionSchema } from './form.ts'
import { recordMetaMask, stampShape } from './stamps.ts'

export const formResponseSchema = z.object({
  id: z.string(),
  ...stampShape,
  formId: z.string().default(''),
  userId: z.string().default(''),
  userEmail: z.string().default(''),
  formTitle: z.string().default(''),
  // The form's questions, each carrying its answer.
  questions: z.array(questionSchema).default([]),
})
export type FormResponse = z.infer<typeof formResponseSchema>

export const newFormResponseSchema = formResponseSchema.omit(recordMetaMask)
export type NewFormResponse = z.input<typeof newFormResponseSchema>
