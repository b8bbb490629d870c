import { z } from 'zod/mini'
import { imageVariantsSchema } from './image-variants.ts'
import { recordMetaMask, stampShape } from './stamps.ts'

// A block holds answers keyed by the linked form's question keys, so its keys are open. An image answer's resized
// copies sit beside it under `<questionKey>Variants` (src/shared/images.ts, imageVariantsKey).
export const contentBlockSchema = z.catchall(
  z.object({ id: z._default(z.string(), '') }),
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
  title: z._default(z.string(), ''),
  summary: z._default(z.string(), ''),
  summaryPunch: z._default(z.string(), ''),
  discloser: z._default(z.string(), ''),
  actionLine: z._default(z.string(), ''),
  image: z._default(z.string(), ''),
  imageVariants: z.optional(imageVariantsSchema),
  link: z._default(z.string(), ''),
})
export type LandingCard = z.infer<typeof landingCardSchema>

export const downloadItemSchema = z.object({
  title: z._default(z.string(), ''),
  link: z._default(z.string(), ''),
  image: z._default(z.string(), ''),
  imageVariants: z.optional(imageVariantsSchema),
})
export type DownloadItem = z.infer<typeof downloadItemSchema>

export const landingConfigKeys = {
  topLandingCards: 'topLandingCards',
  landingList: 'landinglist',
  landingDownloads: 'landingDownloads',
  contactLinks: 'contactLinks',
} as const

export const contentConfigSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z._default(z.string(), ''),
  configKey: z._default(z.string(), ''),
  formKey: z._default(z.string(), ''),
  labelKey: z._default(z.string(), ''),
  noteText: z._default(z.string(), ''),
  contentBlocks: z._default(z.array(contentBlockSchema), []),
})
export type ContentConfig = z.infer<typeof contentConfigSchema>

export const newContentConfigSchema = z.omit(contentConfigSchema, recordMetaMask)
export type NewContentConfig = z.input<typeof newContentConfigSchema>
