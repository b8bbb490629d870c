import { z } from 'zod/mini'
import { imageVariantsSchema } from './image-variants.ts'
import { recordMetaMask, stampShape, tagsSchema } from './stamps.ts'

export const menuSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z._default(z.string(), 'menu'),
  label: z.optional(z.string()),
  description: z._default(z.string(), ''),
  tags: tagsSchema,
  image: z._default(z.string(), ''),
  /** The resized copies of an uploaded image (docs/decisions/0070). */
  imageVariants: z.optional(imageVariantsSchema),
  // Profile ids of the customers the menu was prepared for; each sees it among their menus once published.
  addedUsers: z._default(z.array(z.string()), []),
  addedChefPackages: z._default(z.array(z.string()), []),
  // False: a draft only admins see. Missing reads as published: menus saved before drafts existed stay visible
  // (docs/decisions/0064).
  published: z._default(z.boolean(), true),
})
export type Menu = z.infer<typeof menuSchema>

export const newMenuSchema = z.omit(menuSchema, recordMetaMask)
export type NewMenu = z.input<typeof newMenuSchema>
