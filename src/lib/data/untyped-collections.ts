import {
  adminCheckSchemas,
  adminUserSchemas,
  messageSchemas,
  offerSchemas,
} from '../../shared/schemas/untyped-records.ts'
import { defineCollection } from './collection.ts'

// The collections whose fields are not defined: each record is read with its id and stamps typed and everything
// else kept as it is (src/shared/schemas/untyped-records.ts).
const untypedCollection = (name: string, schemas: typeof offerSchemas) =>
  defineCollection({ name, schema: schemas.stored, blank: () => schemas.created.parse({}) })

export const adminCheck = untypedCollection('adminCheck', adminCheckSchemas)
export const adminUsers = untypedCollection('adminUsers', adminUserSchemas)
export const messages = untypedCollection('messages', messageSchemas)
export const offers = untypedCollection('offers', offerSchemas)
