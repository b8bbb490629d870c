import { z } from 'zod'

// Header dropdown entry derived from the route table. `publcDrop` keeps the original app's spelling.
export const dropListLinkSchema = z.object({
  title: z.string(),
  link: z.string(),
  adminDrop: z.boolean().default(false),
  userDrop: z.boolean().default(false),
  publcDrop: z.boolean().default(false),
  userFlag: z.boolean().default(false),
  adminFlag: z.boolean().default(false),
})
export type DropListLink = z.infer<typeof dropListLinkSchema>
export type DropListLinkInput = z.input<typeof dropListLinkSchema>
