import { messageSchema, newMessageSchema } from '../../shared/schemas/message.ts'
import { defineCollection } from './collection.ts'

export const messages = defineCollection({
  name: 'messages',
  schema: messageSchema,
  blank: () => newMessageSchema.parse({}),
})
