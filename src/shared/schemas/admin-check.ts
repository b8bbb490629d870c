import { z } from 'zod/mini'
import { recordMetaMask, stampShape } from './stamps.ts'

// Fields of `adminCheck` are not defined: id and stamps are typed, everything else is kept as is.
export const adminCheckSchema = z.looseObject({
  id: z.string(),
  ...stampShape,
})
export type AdminCheck = z.infer<typeof adminCheckSchema>

export const newAdminCheckSchema = z.omit(adminCheckSchema, recordMetaMask)
export type NewAdminCheck = z.input<typeof newAdminCheckSchema>
