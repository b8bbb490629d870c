import { z } from 'zod/mini'
import { recordMetaMask, stampShape, tagsSchema } from './stamps.ts'

export const menuSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z._default(z.string(), 'menu'),
  label: z.optional(z.string()),
  description: z._default(z.string(), ''),
  tags: tagsSchema,
  image: z._default(z.string(), ''),
  addedUsers: z._default(z.array(z.string()), []),
  addedChefPackages: z._default(z.array(z.string()), []),
})
export type Menu = z.infer<typeof menuSchema>

export const newMenuSchema = z.omit(menuSchema, recordMetaMask)
export type NewMenu = z.input<typeof newMenuSchema>
