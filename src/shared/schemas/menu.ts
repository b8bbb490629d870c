import { z } from 'zod/mini'
import { imageVariantsSchema } from './image-variants.ts'
import { recordSchemas, tagsSchema, text } from './stamps.ts'

export const { stored: menuSchema, created: newMenuSchema } = recordSchemas({
  title: z._default(z.string(), 'menu'),
  label: z.optional(z.string()),
  description: text(),
  tags: tagsSchema,
  image: text(),
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
export type NewMenu = z.input<typeof newMenuSchema>
