import { z } from 'zod/mini'

// Header dropdown entry derived from the route catalog. `publcDrop` keeps the original app's spelling.
export const dropListLinkSchema = z.object({
  title: z.string(),
  link: z.string(),
  adminDrop: z._default(z.boolean(), false),
  userDrop: z._default(z.boolean(), false),
  publcDrop: z._default(z.boolean(), false),
  userFlag: z._default(z.boolean(), false),
  adminFlag: z._default(z.boolean(), false),
})
export type DropListLink = z.infer<typeof dropListLinkSchema>
export type DropListLinkInput = z.input<typeof dropListLinkSchema>
