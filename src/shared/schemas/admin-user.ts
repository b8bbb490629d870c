import { z } from 'zod/mini'
import { recordMetaMask, stampShape } from './stamps.ts'

// Fields of `adminUsers` are not defined: id and stamps are typed, everything else is kept as is.
export const adminUserSchema = z.looseObject({
  id: z.string(),
  ...stampShape,
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const newAdminUserSchema = z.omit(adminUserSchema, recordMetaMask)
export type NewAdminUser = z.input<typeof newAdminUserSchema>
