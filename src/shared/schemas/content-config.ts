import { z } from 'zod/mini'
import { imageVariantsSchema } from './image-variants.ts'
import { recordSchemas, text } from './stamps.ts'

// A block holds answers keyed by the linked form's question keys, so its keys are open. An image answer's resized
// copies sit beside it under `<questionKey>Variants` (src/shared/images.ts, imageVariantsKey).
export const contentBlockSchema = z.catchall(
  z.object({ id: text() }),
  z.union([z.string(), imageVariantsSchema]),
)
export type ContentBlock = z.infer<typeof contentBlockSchema>

/** A block's answer to one question as text: '' when it is missing or not text (an image's copies). */
export function blockText(block: ContentBlock, key: string): string {
  const value = block[key]
  return typeof value === 'string' ? value : ''
}

const yesAnswers = new Set(['true', 'yes', '1'])

/** A yes/no answer held as text: "true", "yes" or "1" (any case) is yes; anything else, or none, is no. */
export function isYesAnswer(answer: string): boolean {
  return yesAnswers.has(answer.trim().toLowerCase())
}

// Typed views of a block for the landing page; missing answers read as ''.
export const landingCardSchema = z.object({
  title: text(),
  summary: text(),
  summaryPunch: text(),
  discloser: text(),
  actionLine: text(),
  image: text(),
  imageVariants: z.optional(imageVariantsSchema),
  link: text(),
})
export type LandingCard = z.infer<typeof landingCardSchema>

export const downloadItemSchema = z.object({
  title: text(),
  link: text(),
  image: text(),
  imageVariants: z.optional(imageVariantsSchema),
})
export type DownloadItem = z.infer<typeof downloadItemSchema>

export const landingConfigKeys = {
  topLandingCards: 'topLandingCards',
  landingList: 'landinglist',
  landingDownloads: 'landingDownloads',
  contactLinks: 'contactLinks',
} as const

export const { stored: contentConfigSchema, created: newContentConfigSchema } = recordSchemas({
  title: text(),
  configKey: text(),
  formKey: text(),
  labelKey: text(),
  noteText: text(),
  contentBlocks: z._default(z.array(contentBlockSchema), []),
})
export type ContentConfig = z.infer<typeof contentConfigSchema>
export type NewContentConfig = z.input<typeof newContentConfigSchema>
