import type { z } from 'zod/mini'
import { looseRecordSchemas } from './stamps.ts'

// Collections whose fields are not defined (the original app wrote them freely): the id and the stamps are typed,
// everything else is kept as it is.
export const adminCheckSchemas = looseRecordSchemas({})
export const adminUserSchemas = looseRecordSchemas({})
export const messageSchemas = looseRecordSchemas({})
export const offerSchemas = looseRecordSchemas({})

export type AdminCheck = z.infer<typeof adminCheckSchemas.stored>
export type AdminUser = z.infer<typeof adminUserSchemas.stored>
export type Message = z.infer<typeof messageSchemas.stored>
export type Offer = z.infer<typeof offerSchemas.stored>
