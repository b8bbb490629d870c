import {
  consultationSignUpFormKey,
  dietaryProfileFields,
  questionTypeKeys,
  type DietaryProfileField,
  type Question,
  type QuestionTypeKey,
} from '../../shared/schemas/form.ts'
import { z } from 'zod/mini'
import { formFields, textField } from '../../lib/forms/parse-form-data.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'

// Field names of the form editor. Questions are named by their id, so reordering never mixes up what was typed.
export const questionIdField = 'questionId'
export const questionField = (id: string, key: keyof EditableQuestion) => `question.${id}.${key}`

export type EditableQuestion = Pick<
  Question,
  'id' | 'questionText' | 'questionKey' | 'typeKey' | 'questionImage' | 'profileField'
>

export interface FormDraft {
  title: string
  description: string
  notes: string
  formKey: string
  questions: EditableQuestion[]
}

export const maxQuestions = 100
export const typeKeyLabels: Record<QuestionTypeKey, string> = {
  text: 'Text',
  textarea: 'Long text',
  image: 'Image',
  addressList: 'Address list',
}

/** The choices of "Fills the dietary profile": '' for a question answered under its own key. */
export const profileFieldLabels: Record<'' | DietaryProfileField, string> = {
  '': 'No, answered under its key',
  allergies: 'Allergies (ticked from the allergen list)',
  diets: 'Diets (ticked from the diet list)',
}

// A question key becomes a field name (answers are stored under it, on profiles and content blocks).
const keyPattern = /^[A-Za-z][A-Za-z0-9_]*$/
const formKeyPattern = /^[A-Za-z][A-Za-z0-9_-]*$/

function isTypeKey(value: string): value is QuestionTypeKey {
  return (questionTypeKeys as readonly string[]).includes(value)
}

function isProfileField(value: string): value is DietaryProfileField {
  return (dietaryProfileFields as readonly string[]).includes(value)
}

// The editor's fields as typed (trimmed); validateFormDraft below says what is wrong with them.
const formMetaFields = z.object({
  title: textField(),
  description: textField(),
  notes: textField(),
  formKey: textField(),
  [questionIdField]: z.array(z.string()),
})

const questionParts = ['questionText', 'questionKey', 'typeKey', 'questionImage', 'profileField'] as const
type QuestionPart = (typeof questionParts)[number]

/** One question's fields, named by its id (`questions.<id>.<part>`). */
const questionFieldsOf = (id: string) =>
  z.object(Object.fromEntries(questionParts.map((part) => [questionField(id, part), textField()])))

/** Reads the editor's multipart form: meta fields, then each question in the order of its questionId inputs. */
export function readFormDraft(formData: FormData): FormDraft {
  const fields = formFields(formData, [questionIdField])
  const meta = z.parse(formMetaFields, fields)
  const ids = meta[questionIdField].filter((id) => id !== '')
  return {
    title: meta.title,
    description: meta.description,
    notes: meta.notes,
    formKey: meta.formKey,
    questions: [...new Set(ids)].map((id) => {
      const question = z.parse(questionFieldsOf(id), fields)
      const text = (part: QuestionPart) => question[questionField(id, part)] ?? ''
      const typeKey = text('typeKey')
      const profileField = text('profileField')
      return {
        id,
        questionText: text('questionText'),
        questionKey: text('questionKey'),
        // An unknown type is kept as typed so the message can name it.
        typeKey: (isTypeKey(typeKey) ? typeKey : typeKey || 'text') as QuestionTypeKey,
        questionImage: text('questionImage'),
        // Left out when the question fills nothing, so the stored question has no such field.
        ...(profileField ? { profileField: profileField as DietaryProfileField } : {}),
      }
    }),
  }
}

/**
 * Every problem of a draft, keyed by field name. `takenFormKey` is true when another form already has this
 * formKey (pages find forms by formKey, so two would be ambiguous).
 */
export function validateFormDraft(draft: FormDraft, takenFormKey = false): FieldErrors {
  const errors: FieldErrors = {}
  if (draft.title === '') errors['title'] = 'Please enter a title.'
  else if (draft.title.length > 200) errors['title'] = 'Please keep the title under 200 characters.'
  if (draft.formKey !== '' && !formKeyPattern.test(draft.formKey)) {
    errors['formKey'] = 'Use letters, digits, - or _, starting with a letter (e.g. consultaionSignUp).'
  } else if (takenFormKey) {
    errors['formKey'] = `Another form already uses the form key "${draft.formKey}".`
  }
  if (draft.questions.length > maxQuestions) {
    errors['questions'] = `A form can have at most ${maxQuestions} questions.`
  }
  const seenKeys = new Set<string>()
  // Each dietary profile field is filled by one question at most.
  const filled = new Set<string>()
  for (const question of draft.questions) {
    const field = (key: keyof EditableQuestion) => questionField(question.id, key)
    if (question.questionText === '') errors[field('questionText')] = 'Please enter the question.'
    if (question.questionKey === '') {
      errors[field('questionKey')] = 'Please enter a key.'
    } else if (!keyPattern.test(question.questionKey)) {
      errors[field('questionKey')] = 'Use letters, digits or _, starting with a letter (e.g. firstName).'
    } else if (seenKeys.has(question.questionKey)) {
      errors[field('questionKey')] =
        `Another question of this form already uses the key "${question.questionKey}".`
    }
    seenKeys.add(question.questionKey)
    if (!isTypeKey(question.typeKey)) errors[field('typeKey')] = 'Please pick a type.'
    const profileField = question.profileField
    if (profileField === undefined) continue
    if (!isProfileField(profileField)) {
      errors[field('profileField')] = 'Please pick allergies, diets or no.'
    } else if (draft.formKey !== consultationSignUpFormKey) {
      errors[field('profileField')] =
        `Only the consultation sign-up form (form key ${consultationSignUpFormKey}) fills the customer's profile.`
    } else if (filled.has(profileField)) {
      errors[field('profileField')] = `Another question of this form already fills the ${profileField}.`
    }
    filled.add(profileField)
  }
  return errors
}

/** The message shown above the Save button when fields have messages. */
export function summaryOf(errors: FieldErrors): string {
  const count = Object.keys(errors).length
  return `Nothing was saved: ${count === 1 ? 'one field needs' : `${count} fields need`} attention (marked below).`
}
