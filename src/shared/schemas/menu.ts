import { z } from 'zod'
import { recordMetaMask, stampShape, tagsSchema } from './stamps.ts'

export const menuSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z.string().default('menu'),
  label: z.string().optional(),
  description: z.string().default(''),
  tags: tagsSchema,
  image: z.string().default(''),
  addedUsers: z.array(z.string()).default([]),
  addedChefPackages: z.array(z.string()).default([]),
})
export type Menu = z.infer<typeof menuSchema>

export const newMenuSchema = menuSchema.omit(recordMetaMask)
export type NewMenu = z.input<typeof newMenuSchema>
