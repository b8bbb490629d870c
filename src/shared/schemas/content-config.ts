import { z } from 'zod'
import { recordMetaMask, stampShape } from './stamps.ts'

// A block holds answers keyed by the linked form's question keys, so its keys are open.
export const contentBlockSchema = z.object({ id: z.string().default('') }).catchall(z.string())
export type ContentBlock = z.infer<typeof contentBlockSchema>

// Typed views of a block for the landing page; missing answers read as ''.
export const landingCardSchema = z.object({
  title: z.string().default(''),
  summary: z.string().default(''),
  summaryPunch: z.string().default(''),
  discloser: z.string().default(''),
  actionLine: z.string().default(''),
  image: z.string().default(''),
  link: z.string().default(''),
})
export type LandingCard = z.infer<typeof landingCardSchema>

export const downloadItemSchema = z.object({
  title: z.string().default(''),
  link: z.string().default(''),
  image: z.string().default(''),
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
  title: z.string().default(''),
  configKey: z.string().default(''),
  formKey: z.string().default(''),
  labelKey: z.string().default(''),
  noteText: z.string().default(''),
  contentBlocks: z.array(contentBlockSchema).default([]),
})
export type ContentConfig = z.infer<typeof contentConfigSchema>

export const newContentConfigSchema = contentConfigSchema.omit(recordMetaMask)
export type NewContentConfig = z.input<typeof newContentConfigSchema>
