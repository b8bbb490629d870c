import { z } from 'zod/mini'
import { recordMetaMask, stampShape } from './stamps.ts'

// Fields of `messages` are not defined: id and stamps are typed, everything else is kept as is.
export const messageSchema = z.looseObject({
  id: z.string(),
  ...stampShape,
})
export type Message = z.infer<typeof messageSchema>

export const newMessageSchema = z.omit(messageSchema, recordMetaMask)
export type NewMessage = z.input<typeof newMessageSchema>
