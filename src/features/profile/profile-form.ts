import {
  answerErrorsOf,
  buildAnswersSchema,
  readAnswers,
  type AnswerErrors,
  type AnswerValues,
} from '../../components/questions/question-values.ts'
import { readDietaryProfile } from '../../lib/forms/dietary-form.ts'
import { statusAfterCustomerSave } from '../../shared/accounts.ts'
import { normalisePhone, phoneProblem } from '../../shared/phone-number.ts'
import {
  basicProfileQuestions,
  dietaryProfileFields,
  type DietaryProfileField,
  type Question,
} from '../../shared/schemas/form.ts'
import { userStatusSchema, type UserStatus } from '../../shared/schemas/user-profile.ts'

export const answersPrefix = 'answers.'

/** Used when the consultation form is missing (deleted by an admin): the profile still has its basics. */
export const fallbackQuestions: readonly Question[] = basicProfileQuestions

// Keys the consultation cannot go without; only those the form actually asks are required.
const requiredKeys = ['firstName', 'lastName', 'phone']
// Profile fields a question may never write (they are the system's or the admin's).
const reservedKeys = new Set([
  'id',
  'userId',
  'email',
  'isAdmin',
  'userStatus',
  'notes',
  'createdStamp',
  'createdIso',
  'updateStamp',
  'updateIso',
  'createStamp',
  // Filled from the fixed lists (the dietary section, or a question that fills the profile), or a preference.
  'allergies',
  'diets',
  'remindersOff',
])

/** The questions the profile page asks: those answered under a key of their own, and those filling the diets. */
export function editableQuestions(questions: readonly Question[]): Question[] {
  return questions.filter(
    (question) =>
      question.questionKey &&
      (question.profileField !== undefined || !reservedKeys.has(question.questionKey)),
  )
}

/** The dietary profile fields no question of the form fills: the profile page asks them in its own section. */
export function unaskedDietaryFields(questions: readonly Question[]): DietaryProfileField[] {
  return dietaryProfileFields.filter(
    (field) => !questions.some((question) => question.profileField === field),
  )
}

export type ProfileSubmission =
  { ok: true; patch: Record<string, unknown> } | { ok: false; errors: AnswerErrors; values: AnswerValues }

/**
 * Reads and validates a profile form: the answers by question key, and the allergies and diets ticked. Admins set
 * the status from the select; a customer's save moves onBoard to consultWaitRoom
 * (docs/product.md, States and transitions), any other status stays as it is.
 */
export function readProfileSubmission(
  formData: FormData,
  questions: readonly Question[],
  viewer: { isAdmin: boolean },
  currentStatus: UserStatus,
): ProfileSubmission {
  const asked = editableQuestions(questions)
  const values = readAnswers(formData, asked, answersPrefix)
  const schema = buildAnswersSchema(asked, {
    required: requiredKeys.filter((key) => asked.some((question) => question.questionKey === key)),
    checks: { phone: (value) => phoneProblem(value) },
  })
  const parsed = schema.safeParse(values)
  const errors: AnswerErrors = parsed.success ? {} : answerErrorsOf(parsed.error)
  let status = statusAfterCustomerSave(currentStatus)
  if (viewer.isAdmin) {
    const chosen = userStatusSchema.safeParse(formData.get('userStatus'))
    if (chosen.success) status = chosen.data
    else errors['userStatus'] = 'Choose a status.'
  }
  if (!parsed.success || errors['userStatus']) return { ok: false, errors, values }
  // The dietary profile, whether a consultation question or the page's own section asked it: values off the fixed
  // lists are dropped here, and firestore.rules refuse them on the server.
  const patch: Record<string, unknown> = { ...parsed.data, ...readDietaryProfile(formData, '') }
  // Stored as E.164, like the settings page does: the order review fills it in and accepts it whatever country
  // the business reads national numbers as.
  const phone = normalisePhone(typeof patch['phone'] === 'string' ? patch['phone'] : '')
  if (phone.ok) patch['phone'] = phone.e164
  if (status !== currentStatus) patch['userStatus'] = status
  return { ok: true, patch }
}
