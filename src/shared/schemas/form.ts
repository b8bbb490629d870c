import { z } from 'zod/mini'
import { recordSchemas, tagsSchema, text } from './stamps.ts'

export const questionTypeKeys = ['image', 'addressList', 'textarea', 'text'] as const
export const questionTypeKeySchema = z.enum(questionTypeKeys)
export type QuestionTypeKey = z.infer<typeof questionTypeKeySchema>

export const addressItemSchema = z.object({
  label: text(),
  street: text(),
  city: text(),
  state: text(),
  zip: text(),
})
export type AddressItem = z.infer<typeof addressItemSchema>

// Labels are 1-based: the first address is 'Address 1'.
export function blankAddressItem(index: number): AddressItem {
  return { label: `Address ${index + 1}`, street: '', city: '', state: '', zip: '' }
}

export const answerSchema = z.union([z.string(), z.array(addressItemSchema)])
export type Answer = z.infer<typeof answerSchema>

/**
 * The fields of the customer's dietary profile a consultation sign-up question can fill. Such a question is
 * answered by ticking from the fixed lists (src/shared/food/allergens.ts), and its answer is stored in that profile
 * field, never under its own key.
 */
export const dietaryProfileFields = ['allergies', 'diets'] as const
export type DietaryProfileField = (typeof dietaryProfileFields)[number]

export const questionSchema = z.object({
  id: text(),
  questionText: text(),
  questionKey: text(),
  questionImage: text(),
  typeKey: z._default(questionTypeKeySchema, 'text'),
  /** Set on a consultation sign-up question that fills the customer's dietary profile. */
  profileField: z.optional(z.enum(dietaryProfileFields)),
  answer: z.optional(answerSchema),
})
export type Question = z.infer<typeof questionSchema>
export type QuestionInput = z.input<typeof questionSchema>

/** Questions answered under their own key: every question but those that fill the dietary profile. */
export function keyedQuestions<T extends Pick<Question, 'profileField'>>(questions: readonly T[]): T[] {
  return questions.filter((question) => question.profileField === undefined)
}

export function newQuestion(): Question {
  return { id: crypto.randomUUID(), questionText: '', questionKey: '', questionImage: '', typeKey: 'text' }
}

/**
 * The questions a profile cannot go without: the consultation sign-up form starts with them, and the profile page
 * asks them when that form is missing.
 */
export const basicProfileQuestions: readonly Question[] = [
  {
    id: 'q-first-name',
    questionText: 'First name',
    questionKey: 'firstName',
    questionImage: '',
    typeKey: 'text',
  },
  {
    id: 'q-last-name',
    questionText: 'Last name',
    questionKey: 'lastName',
    questionImage: '',
    typeKey: 'text',
  },
  { id: 'q-phone', questionText: 'Phone number', questionKey: 'phone', questionImage: '', typeKey: 'text' },
]

// The consultation sign-up form's key keeps the original app's spelling.
export const consultationSignUpFormKey = 'consultaionSignUp'

/** Onboarding depends on the consultation sign-up form, so it is never deleted (firestore.rules agree). */
export function canDeleteForm(form: { formKey: string }): boolean {
  return form.formKey !== consultationSignUpFormKey
}

export const { stored: formSchema, created: newFormSchema } = recordSchemas({
  title: text(),
  description: text(),
  notes: text(),
  formKey: text(),
  tags: tagsSchema,
  type: z._default(z.number(), 0),
  questions: z._default(z.array(questionSchema), []),
})
export type Form = z.infer<typeof formSchema>
export type NewForm = z.input<typeof newFormSchema>
