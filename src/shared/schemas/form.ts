import { z } from 'zod'
import { recordMetaMask, stampShape, tagsSchema } from './stamps.ts'

export const questionTypeKeys = ['image', 'addressList', 'textarea', 'text'] as const
export const questionTypeKeySchema = z.enum(questionTypeKeys)
export type QuestionTypeKey = z.infer<typeof questionTypeKeySchema>

export const addressItemSchema = z.object({
  label: z.string().default(''),
  street: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  zip: z.string().default(''),
})
export type AddressItem = z.infer<typeof addressItemSchema>

// Labels are 1-based: the first address is 'Address 1'.
export function blankAddressItem(index: number): AddressItem {
  return { label: `Address ${index + 1}`, street: '', city: '', state: '', zip: '' }
}

export const answerSchema = z.union([z.string(), z.array(addressItemSchema)])
export type Answer = z.infer<typeof answerSchema>

export const questionSchema = z.object({
  id: z.string().default(''),
  questionText: z.string().default(''),
  questionKey: z.string().default(''),
  questionImage: z.string().default(''),
  typeKey: questionTypeKeySchema.default('text'),
  answer: answerSchema.optional(),
})
export type Question = z.infer<typeof questionSchema>
export type QuestionInput = z.input<typeof questionSchema>

export function newQuestion(): Question {
  return { id: crypto.randomUUID(), questionText: '', questionKey: '', questionImage: '', typeKey: 'text' }
}

// The consultation sign-up form's key keeps the original app's spelling.
export const consultationSignUpFormKey = 'consultaionSignUp'

export const formSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z.string().default(''),
  description: z.string().default(''),
  notes: z.string().default(''),
  formKey: z.string().default(''),
  tags: tagsSchema,
  type: z.number().default(0),
  questions: z.array(questionSchema).default([]),
})
export type Form = z.infer<typeof formSchema>

export const newFormSchema = formSchema.omit(recordMetaMask)
export type NewForm = z.input<typeof newFormSchema>
