import { z } from 'zod/mini'

// Stamps are set by the data layer (src/lib/data/collection.ts), never by pages. Epoch milliseconds and ISO
// strings; all optional on read because records written by the original app may miss them.
export const stampShape = {
  createdStamp: z.optional(z.number()),
  createdIso: z.optional(z.string()),
  updateStamp: z.optional(z.number()),
  updateIso: z.optional(z.string()),
}

export const stampKeys = ['createdStamp', 'createdIso', 'updateStamp', 'updateIso'] as const
export type StampKey = (typeof stampKeys)[number]
export type Stamps = { createdStamp?: number; createdIso?: string; updateStamp?: number; updateIso?: string }

// Keys a caller never supplies when creating a record: the id comes from Firestore, stamps from the data layer.
export type RecordMetaKey = 'id' | StampKey
export const recordMetaMask = {
  id: true,
  createdStamp: true,
  createdIso: true,
  updateStamp: true,
  updateIso: true,
} as const

/** Text a record holds as empty when it was never set (records written by the original app may miss it). */
export const text = () => z._default(z.string(), '')

const recordShape = { id: z.string(), ...stampShape }

/**
 * A collection's schemas from its own fields: `stored`, a record as read (its id, the stamps and the fields), and
 * `created`, a record as a caller creates it (no id, no stamps: the data layer adds them).
 */
export function recordSchemas<Fields extends z.core.$ZodLooseShape>(fields: Fields) {
  const stored = z.object({ ...recordShape, ...fields })
  return { stored, created: z.omit(stored, recordMetaMask) }
}

/** As recordSchemas, for a collection whose records keep fields beyond those named (kept as they are). */
export function looseRecordSchemas<Fields extends z.core.$ZodLooseShape>(fields: Fields) {
  const stored = z.looseObject({ ...recordShape, ...fields })
  return { stored, created: z.omit(stored, recordMetaMask) }
}

// Omit that keeps an index signature's named properties (the built-in Omit collapses them on loose objects).
export type OmitKeys<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] }

// The record types of the data layers, the browser's and the server's alike.
/** A collection schema: a zod object (classic or mini) with an `id` field, filled from the document id on read. */
export type RecordSchema = z.core.$ZodObject<z.core.$ZodShape, z.core.$ZodObjectConfig>
/** What a read returns. */
export type RecordOf<S extends RecordSchema> = z.output<S>
/** What a write accepts: the schema input without id and stamps (defaulted fields optional). */
export type NewRecordOf<S extends RecordSchema> = OmitKeys<z.input<S>, RecordMetaKey>

// Tags are a string list; records saved from the original free-text input may hold a comma-separated string.
export const tagsSchema = z._default(
  z.union([
    z.array(z.string()),
    z.pipe(
      z.string(),
      z.transform((text) =>
        text
          .split(',')
          .map((tag) => tag.trim())
          .filter((tag) => tag.length > 0),
      ),
    ),
  ]),
  [],
)
