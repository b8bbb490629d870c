// Pure helpers behind <QuestionFields>: field names, reading answers back from a submitted form, and the zod
// schema that validates them. Generic over any form's questions (consultation sign-up, back-office forms).
import { z } from 'zod/mini'
import {
  blankAddressItem,
  keyedQuestions,
  type AddressItem,
  type Answer,
  type Question,
} from '../../shared/schemas/form.ts'
import { phoneProblem } from '../../shared/phone-number.ts'

export type AnswerValues = Record<string, Answer>
/** Path relative to the answers (`phone`, `addresses.0.zip`) -> message. */
export type AnswerErrors = Record<string, string>

export const addressParts = ['label', 'street', 'city', 'state', 'zip'] as const
export type AddressPart = (typeof addressParts)[number]

export function answerFieldName(namePrefix: string, path: string): string {
  return `${namePrefix}${path}`
}

/** The stored answer of a question, shaped for its type (a text question never gets a list, and so on). */
export function answerOf(question: Question, values: Record<string, unknown>): Answer {
  const value = values[question.questionKey]
  if (question.typeKey === 'addressList') {
    if (!Array.isArray(value)) return []
    return value.map((item, index) => ({ ...blankAddressItem(index), ...(item as Partial<AddressItem>) }))
  }
  return typeof value === 'string' ? value : ''
}

/**
 * Answers from a submitted form: only the questions' keys, lists rebuilt in index order. A question that fills the
 * dietary profile is no answer under its key (the profile page reads its boxes as the profile's own fields).
 */
export function readAnswers(
  formData: FormData,
  questions: readonly Question[],
  namePrefix: string,
): AnswerValues {
  const answers: AnswerValues = {}
  for (const question of keyedQuestions(questions)) {
    const key = question.questionKey
    if (!key) continue
    if (question.typeKey !== 'addressList') {
      const value = formData.get(answerFieldName(namePrefix, key))
      answers[key] = typeof value === 'string' ? value : ''
      continue
    }
    const rows = new Map<number, Record<string, string>>()
    const pattern = new RegExp(`^${escapeRegExp(answerFieldName(namePrefix, key))}\\.(\\d+)\\.(\\w+)$`)
    for (const [name, value] of formData.entries()) {
      const match = pattern.exec(name)
      if (!match || typeof value !== 'string') continue
      const part = match[2] as AddressPart
      if (!(addressParts as readonly string[]).includes(part)) continue
      const index = Number(match[1])
      rows.set(index, { ...(rows.get(index) ?? {}), [part]: value })
    }
    answers[key] = [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, row], index) => ({ ...blankAddressItem(index), ...row }))
  }
  return answers
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// zod/mini has no built-in English messages: every check a person can fail states its own.
const imageUrl = z.string().check(
  z.trim(),
  z.maxLength(2000, 'Keep the image link under 2000 characters.'),
  z.refine(
    (value) => value === '' || /^https?:\/\/\S+$/i.test(value) || /^\/[^/\s]\S*$/.test(value),
    'Enter an image link starting with https:// (or leave it empty).',
  ),
)

const addressSchema = z
  .object({
    label: z.string().check(z.trim(), z.maxLength(80, 'Keep the label under 80 characters.')),
    street: z.string().check(z.trim(), z.maxLength(200, 'Keep the street under 200 characters.')),
    city: z.string().check(z.trim(), z.maxLength(100, 'Keep the city under 100 characters.')),
    state: z.string().check(z.trim(), z.maxLength(100, 'Keep the state under 100 characters.')),
    zip: z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value),
        'Enter a valid ZIP or postal code.',
      ),
    ),
  })
  .check(
    z.superRefine((address, context) => {
      // An empty row is simply dropped; a started one needs at least the street and city.
      const started = address.street || address.city || address.state || address.zip
      if (!started) return
      if (!address.street)
        context.addIssue({ code: 'custom', path: ['street'], message: 'Enter the street.' })
      if (!address.city) context.addIssue({ code: 'custom', path: ['city'], message: 'Enter the city.' })
    }),
  )

export interface AnswersSchemaOptions {
  /** Question keys that must be answered. */
  required?: readonly string[]
  /** Extra checks for text answers by question key (e.g. a phone pattern). */
  checks?: Record<string, (value: string) => string | null>
  /** Most addresses in one list. */
  maxAddresses?: number
}

/** A zod schema for the answers of these questions; errors carry the answer path (`addresses.0.city`). */
export function buildAnswersSchema(questions: readonly Question[], options: AnswersSchemaOptions = {}) {
  const required = new Set(options.required ?? [])
  const shape: Record<string, z.ZodMiniType> = {}
  for (const question of keyedQuestions(questions)) {
    const key = question.questionKey
    if (!key) continue
    const label = question.questionText || key
    if (question.typeKey === 'addressList') {
      const maxAddresses = options.maxAddresses ?? 10
      let list = z.pipe(
        z.array(addressSchema).check(z.maxLength(maxAddresses, `Add at most ${maxAddresses} addresses.`)),
        z.transform((items: z.output<typeof addressSchema>[]) =>
          items
            .filter((item) => item.street || item.city || item.state || item.zip)
            .map((item, index) => ({ ...item, label: item.label || blankAddressItem(index).label })),
        ),
      )
      if (required.has(key))
        list = list.check(z.refine((items) => items.length > 0, `Add at least one address.`))
      shape[key] = list
      continue
    }
    const max = question.typeKey === 'textarea' ? 5000 : 500
    let text: z.ZodMiniType<string, string> =
      question.typeKey === 'image'
        ? imageUrl
        : z.string().check(z.trim(), z.maxLength(max, `Keep "${label}" under ${max} characters.`))
    if (required.has(key))
      text = text.check(z.refine((value) => value.trim() !== '', `Please fill in "${label}".`))
    const check = options.checks?.[key]
    if (check) {
      text = text.check(
        z.superRefine((value, context) => {
          const problem = value === '' ? null : check(value)
          if (problem) context.addIssue({ code: 'custom', message: problem })
        }),
      )
    }
    shape[key] = text
  }
  return z.object(shape)
}

/** First message per answer path of a failed parse. */
export function answerErrorsOf(error: z.core.$ZodError): AnswerErrors {
  const errors: AnswerErrors = {}
  for (const issue of error.issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message
  return errors
}

/**
 * Reads and checks the answers to these questions (no required keys; a phone answer by the phone rule): the
 * answers, or the first message per answer path.
 */
export function parseAnswers(
  formData: FormData,
  questions: readonly Question[],
  namePrefix: string,
): { ok: true; answers: AnswerValues } | { ok: false; errors: AnswerErrors } {
  // A phone answer follows the one phone rule, as on the profile, whatever form asks it.
  const schema = buildAnswersSchema(questions, { checks: { phone: (value) => phoneProblem(value) } })
  const parsed = schema.safeParse(readAnswers(formData, questions, namePrefix))
  if (!parsed.success) return { ok: false, errors: answerErrorsOf(parsed.error) }
  return { ok: true, answers: parsed.data as AnswerValues }
}
