import {
  buildAnswersSchema,
  readAnswers,
  answerErrorsOf,
  type AnswerErrors,
} from '../../components/questions/question-values.ts'
import type { ContentBlock } from '../../shared/schemas/content-config.ts'
import { imageVariantsKey, variantsOfImage } from '../../shared/images.ts'
import { imageVariantsFromText } from '../../shared/schemas/image-variants.ts'
import type { Question } from '../../shared/schemas/form.ts'

// Field names of the block editor: blocks are named by id, so moving or removing one never mixes up answers.
export const blockIdField = 'blockId'
export const blockPrefix = (blockId: string) => `block.${blockId}.`
export const maxBlocks = 50

/** Block values are text (contentBlockSchema): address-list questions cannot be answered in a block. */
export function blockQuestions(questions: readonly Question[]): Question[] {
  return questions.filter((question) => question.questionKey && question.typeKey !== 'addressList')
}

export type BlockErrors = Record<string, AnswerErrors>

/**
 * Reads and validates every block of a submitted editor. Each block starts from its stored version (keys the
 * form no longer asks for are kept) and gets the submitted answers on top. Each image answer keeps the resized
 * copies its upload field sent (`<questionKey>Variants`) while they are that image's, and loses them otherwise.
 */
export function readBlocks(
  formData: FormData,
  questions: readonly Question[],
  stored: readonly ContentBlock[],
): { blocks: ContentBlock[]; errors: BlockErrors } {
  const usable = blockQuestions(questions)
  const schema = buildAnswersSchema(usable)
  const storedById = new Map(stored.map((block) => [block.id, block]))
  const ids = [
    ...new Set(
      formData.getAll(blockIdField).filter((id): id is string => typeof id === 'string' && id !== ''),
    ),
  ]
  const blocks: ContentBlock[] = []
  const errors: BlockErrors = {}
  for (const id of ids) {
    const result = schema.safeParse(readAnswers(formData, usable, blockPrefix(id)))
    if (!result.success) {
      errors[id] = answerErrorsOf(result.error)
      continue
    }
    const answers = result.data as Record<string, string>
    const block: ContentBlock = { ...(storedById.get(id) ?? {}), ...answers, id }
    for (const question of usable.filter((candidate) => candidate.typeKey === 'image')) {
      const key = imageVariantsKey(question.questionKey)
      const submitted = imageVariantsFromText(formData.get(`${blockPrefix(id)}${key}`))
      const copies = variantsOfImage(answers[question.questionKey] ?? '', submitted)
      if (copies) block[key] = copies
      else delete block[key]
    }
    blocks.push(block)
  }
  return { blocks, errors }
}

/** What a block is called in the editor: its label-key answer, else its position. */
export function blockLabel(block: ContentBlock, labelKey: string, index: number): string {
  const label = labelKey ? block[labelKey] : undefined
  return typeof label === 'string' && label.trim() !== ''
    ? `Block ${index + 1}: ${label.trim()}`
    : `Block ${index + 1}`
}

const blockErrorPrefix = 'block.'

/** Block messages as form field errors (`block.<blockId>.<questionKey>`), for the editor's ActionResult. */
export function blockFieldErrors(errors: BlockErrors): Record<string, string> {
  const fieldErrors: Record<string, string> = {}
  for (const [blockId, answers] of Object.entries(errors)) {
    for (const [key, message] of Object.entries(answers))
      fieldErrors[`${blockErrorPrefix}${blockId}.${key}`] = message
  }
  return fieldErrors
}

/** The block messages among a form's field errors, by block id again. */
export function blockErrorsOf(fieldErrors: Record<string, string>): BlockErrors {
  const errors: BlockErrors = {}
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (!field.startsWith(blockErrorPrefix)) continue
    const rest = field.slice(blockErrorPrefix.length)
    const dot = rest.indexOf('.')
    const blockId = rest.slice(0, dot)
    errors[blockId] = { ...errors[blockId], [rest.slice(dot + 1)]: message }
  }
  return errors
}
