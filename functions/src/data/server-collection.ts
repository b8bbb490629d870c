import {
  FieldValue,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore'
import { z } from 'zod'
import {
  stampKeys,
  type NewRecordOf,
  type RecordOf,
  type RecordSchema,
} from '../../../src/shared/schemas/stamps.ts'

// The server's typed Firestore access, the counterpart of the browser's src/lib/data/collection.ts: one
// definition per collection (name + zod schema), converters that parse every document on read and validate,
// fill defaults and stamp on write. Functions never spell a collection name themselves.

/** A partial update: schema fields, or Firestore sentinels (FieldValue.delete(), arrayUnion(), ...). */
export type PatchOf<S extends RecordSchema> = { [K in keyof NewRecordOf<S>]?: NewRecordOf<S>[K] | FieldValue }

/** A stored or outgoing document does not match its schema; names the fields, never their values. */
export class ServerSchemaError extends Error {
  constructor(collection: string, id: string, issues: readonly z.core.$ZodIssue[]) {
    const fields = [...new Set(issues.map((issue) => issue.path.map(String).join('.') || '(document)'))]
    super(`${collection}/${id}: invalid fields ${fields.join(', ')}`)
    this.name = 'ServerSchemaError'
  }
}

export interface ServerCollection<S extends RecordSchema> {
  readonly name: string
  readonly schema: S
  /** The collection with the parsing converter (queries read typed records). */
  collection(db: Firestore): CollectionReference<RecordOf<S>, DocumentData>
  /** A document with the parsing converter; without an id, a new auto-id document. */
  doc(db: Firestore, id?: string): DocumentReference<RecordOf<S>, DocumentData>
  /** Without a converter, for code that must cope with documents that do not parse (mail delivery). */
  rawCollection(db: Firestore): CollectionReference
  /** A new record for `create`/`set` through `doc()`: validated, defaults filled, created stamps added. */
  draft(data: NewRecordOf<S>, now?: number): RecordOf<S>
  /** Fields for `update()` (which bypasses converters): present fields validated, update stamps added. */
  patch(patch: PatchOf<S>, now?: number): DocumentData
}

export const draftId = '(new)'

export function stampPair(kind: 'created' | 'update', now = Date.now()): Record<string, number | string> {
  return { [`${kind}Stamp`]: now, [`${kind}Iso`]: new Date(now).toISOString() }
}

/** Drops undefined values at any depth of plain objects and arrays (Firestore rejects them). */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(withoutUndefined)
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, withoutUndefined(item)]),
  )
}

export function defineServerCollection<S extends RecordSchema>(name: string, schema: S): ServerCollection<S> {
  type T = RecordOf<S>

  function parseStored(id: string, data: DocumentData): T {
    const result = z.safeParse(schema, { ...data, id })
    if (!result.success) throw new ServerSchemaError(name, id, result.error.issues)
    return result.data
  }

  function toStored(model: object): DocumentData {
    const { id = draftId, ...rest } = model as Record<string, unknown>
    const result = z.safeParse(schema, { ...rest, id })
    if (!result.success) throw new ServerSchemaError(name, String(id), result.error.issues)
    const { id: _id, ...data } = result.data as Record<string, unknown>
    const stored = withoutUndefined(data) as DocumentData
    return 'createdStamp' in stored ? stored : { ...stored, ...stampPair('created') }
  }

  const converter: FirestoreDataConverter<T, DocumentData> = {
    toFirestore: (model: object) => toStored(model),
    fromFirestore: (snapshot: QueryDocumentSnapshot) => parseStored(snapshot.id, snapshot.data()),
  }

  return {
    name,
    schema,
    collection: (db) => db.collection(name).withConverter(converter),
    doc: (db, id) => {
      const collection = db.collection(name)
      return (id === undefined ? collection.doc() : collection.doc(id)).withConverter(converter)
    },
    rawCollection: (db) => db.collection(name),
    draft(data, now = Date.now()) {
      const result = z.safeParse(schema, { ...(data as object), id: draftId })
      if (!result.success) throw new ServerSchemaError(name, draftId, result.error.issues)
      return { ...(result.data as object), ...stampPair('created', now) } as T
    },
    patch(patch, now = Date.now()) {
      const out: DocumentData = {}
      const issues: z.core.$ZodIssue[] = []
      for (const [key, value] of Object.entries(patch as object)) {
        if (value === undefined || key === 'id' || (stampKeys as readonly string[]).includes(key)) continue
        const field = schema._zod.def.shape[key]
        // Sentinels are Firestore's to apply; keys outside the shape belong to loose schemas (profile answers).
        if (value instanceof FieldValue || !field) {
          out[key] = value
          continue
        }
        const result = z.safeParse(field, value)
        if (result.success) out[key] = result.data
        else issues.push(...result.error.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] })))
      }
      if (issues.length > 0) throw new ServerSchemaError(name, '(patch)', issues)
      return { ...(withoutUndefined(out) as DocumentData), ...stampPair('update', now) }
    },
  }
}
