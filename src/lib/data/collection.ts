import {
  addDoc,
  and,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getAggregate,
  getDocs,
  count,
  sum,
  limit as limitTo,
  or,
  startAfter,
  orderBy as orderByField,
  query as buildQuery,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type QueryFilterConstraint,
  type QueryNonFilterConstraint,
  type WhereFilterOp,
} from 'firebase/firestore/lite'
import type { FirestoreDataConverter as ListenConverter, Unsubscribe } from 'firebase/firestore'
import { z } from 'zod/mini'
import { stampKeys, type OmitKeys, type RecordMetaKey } from '../../shared/schemas/stamps.ts'
import { dataFirestore, dataListenFirestore } from './db.ts'

// Every collection schema is a zod object (classic or mini) with an `id` field (filled from the snapshot id on read).
export type RecordSchema = z.core.$ZodObject<z.core.$ZodShape, z.core.$ZodObjectConfig>
/** What a read returns. */
export type RecordOf<S extends RecordSchema> = z.output<S>
/** What create accepts: the schema input without id and stamps (defaulted fields optional). */
export type NewRecordOf<S extends RecordSchema> = OmitKeys<z.input<S>, RecordMetaKey>
/** What blank() returns: every defaulted field filled, no id and no stamps. */
export type BlankRecordOf<S extends RecordSchema> = OmitKeys<z.output<S>, RecordMetaKey>

/** A top-level field name or a dotted path into a map field (e.g. `checkoutSession.status`). */
export type FieldOf<T> = Extract<keyof T, string> | `${Extract<keyof T, string>}.${string}`

export interface QuerySpec<T> {
  /** Equality filters, all of which must hold. */
  where?: [FieldOf<T>, unknown][]
  /** OR of AND-groups of equality filters, combined with `where` by AND. */
  or?: [FieldOf<T>, unknown][][]
  orderBy?: [FieldOf<T>, 'asc' | 'desc'][]
  limit?: number
  /** Other filters, all of which must hold (ranges for prefix search, array-contains, ...). */
  filters?: [FieldOf<T>, FilterOp, unknown][]
  /** Cursor paging: start after the document with this id (in this query's order); ignored if it is gone. */
  startAfterId?: string
}

/** A record's fields, where null on an optional field means "no value" (an editor's cleared limit). */
export type Clearable<New> = { [K in keyof New]: New[K] | (undefined extends New[K] ? null : never) }

export type FilterOp = Extract<WhereFilterOp, '<' | '<=' | '>' | '>=' | '!=' | 'array-contains' | 'in'>

/** What an aggregation answers: how many records match, and the sum of each numeric field asked for. */
export interface AggregateAnswer {
  count: number
  sums: Record<string, number>
}

/** A stored document a list could not read (its data does not fit the schema): left out, named by id only. */
export interface UnreadableRecord {
  collection: string
  id: string
  /** The fields that do not fit (paths such as `questions[2].typeKey`), never their values. */
  fields: string[]
}

/**
 * What a query answers: the records that could be read, in query order, plus the documents that could not
 * (docs/decisions/0062-lists-leave-unreadable-records-out.md). One bad document never fails the whole list.
 */
export type RecordList<T> = T[] & {
  readonly unreadable: readonly UnreadableRecord[]
  /** Ids of every document the query matched, readable or not, in query order (paging cursors count them all). */
  readonly matchedIds: readonly string[]
}

/** A record read leniently for repair: fields that did not fit were dropped (defaults filled) and are named. */
export interface LenientRead<T> {
  record: T
  /** Top-level fields whose stored value did not fit and was left out; empty when the document was fine. */
  repaired: string[]
}

export interface DataCollection<T, New, Blank> {
  readonly name: string
  get(id: string): Promise<T | null>
  /**
   * Like get, but a document that does not fit the schema is read without the values that do not fit, so an editor
   * can show it and save a corrected version (see `repairPatch`). Null when it does not exist.
   */
  getLenient(id: string): Promise<LenientRead<T> | null>
  query(spec?: QuerySpec<T>): Promise<RecordList<T>>
  /**
   * Counts the records `spec` matches and sums `fields` over them, on the server: no document is sent, and
   * Firestore bills one read per 1,000 index entries. Ordering, cursor and limit in `spec` are ignored. With
   * `onlyWithFields` the count is of the records that have every summed field, in one aggregation (cheaper).
   */
  aggregate(
    spec: QuerySpec<T>,
    fields: readonly FieldOf<T>[],
    options?: { onlyWithFields?: boolean },
  ): Promise<AggregateAnswer>
  /** First record whose `field` equals `value` (e.g. userId, configKey), or null. */
  getByKey(field: FieldOf<T>, value: unknown): Promise<T | null>
  /** Validates and fills defaults, adds createdStamp/createdIso, returns the new id. */
  create(data: Clearable<New>): Promise<string>
  /** Like create, under a chosen id; replaces any existing document with that id. */
  createWithId(id: string, data: Clearable<New>): Promise<void>
  /**
   * Writes only the given fields plus updateStamp/updateIso; null on an optional field removes it. Rejects if the
   * document does not exist.
   */
  update(id: string, patch: Partial<Clearable<New>>): Promise<void>
  /**
   * Several updates as one write: every patch is validated first, then all are stored together or none is (a
   * settings page whose fields live in several documents never leaves half a save).
   */
  updateTogether(patches: readonly { id: string; patch: Partial<Clearable<New>> }[]): Promise<void>
  remove(id: string): Promise<void>
  /** A new record with the schema defaults, for editors. */
  blank(): Blank
  /** Live value of one document: null while it does not exist. Parse failures go to onError. */
  listen(id: string, onNext: (record: T | null) => void, onError: (error: Error) => void): Unsubscribe
  ref(id: string): DocumentReference<T, DocumentData>
  collectionRef(): CollectionReference<T, DocumentData>
}

/** A stored document does not match its schema. Message: `menus/abc: field "price" expected number, ...`. */
export class SchemaError extends Error {
  readonly collection: string
  readonly docId: string
  readonly issues: readonly z.core.$ZodIssue[]

  constructor(collectionName: string, docId: string, issues: readonly z.core.$ZodIssue[], data: unknown) {
    super(schemaErrorMessage(collectionName, docId, issues, data))
    this.name = 'SchemaError'
    this.collection = collectionName
    this.docId = docId
    this.issues = issues
  }
}

// Id shown in errors for records that do not exist yet.
export const newRecordLabel = '(new)'

export function schemaErrorMessage(
  collectionName: string,
  docId: string,
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
): string {
  const details = issues.map((issue) => `field "${formatPath(issue.path)}" ${describeIssue(issue, data)}`)
  return `${collectionName}/${docId}: ${details.join('; ')}`
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(document)'
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('')
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${describeValue(valueAt(data, issue.path))}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join('|')}, received ${describeValue(valueAt(data, issue.path))}`
    default:
      return issue.message
  }
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'string')
    return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`
  return typeof value
}

/** Parses stored data as a record of `schema`, with `id` taken from the document id. */
export function parseRecord<S extends RecordSchema>(
  schema: S,
  collectionName: string,
  id: string,
  data: DocumentData,
): RecordOf<S> {
  const result = z.safeParse(schema, { ...data, id })
  if (!result.success) throw new SchemaError(collectionName, id, result.error.issues, data)
  return result.data
}

/** Field paths of a failed parse, for logs that must not carry the values. */
export function issueFields(issues: readonly z.core.$ZodIssue[]): string[] {
  return [...new Set(issues.map((issue) => formatPath(issue.path)))]
}

// Marks an array element to drop after all of one pass's issues are applied (indices stay valid meanwhile).
const dropped = Symbol('dropped')

function copyData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyData)
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, copyData(item)]))
  return value
}

function withoutDropped(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== dropped).map(withoutDropped)
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, withoutDropped(item)]))
  return value
}

/** Removes the value at `path` (an array element is dropped); false when there was nothing there to remove. */
function removeAt(data: Record<string, unknown>, path: readonly PropertyKey[]): boolean {
  let parent: unknown = data
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return false
    parent = (parent as Record<PropertyKey, unknown>)[key]
  }
  const last = path.at(-1)
  if (last === undefined || parent === null || typeof parent !== 'object') return false
  if (Array.isArray(parent) && typeof last === 'number') {
    if (last >= parent.length || parent[last] === dropped) return false
    parent[last] = dropped
    return true
  }
  const record = parent as Record<PropertyKey, unknown>
  if (!(last in record)) return false
  delete record[last]
  return true
}

/**
 * Parses stored data as leniently as the schema allows: every value that does not fit is removed (defaults then
 * fill in), deepest first, and the top-level fields touched are reported. Throws the SchemaError when removing
 * values cannot make the document fit (a required field without a default).
 */
export function parseRecordLeniently<S extends RecordSchema>(
  schema: S,
  collectionName: string,
  id: string,
  data: DocumentData,
): LenientRead<RecordOf<S>> {
  let current = copyData(data) as Record<string, unknown>
  const repaired = new Set<string>()
  for (;;) {
    const result = z.safeParse(schema, { ...current, id })
    if (result.success) return { record: result.data, repaired: [...repaired] }
    let removed = false
    for (const issue of result.error.issues) {
      const top = issue.path[0]
      if (top === undefined || top === 'id') continue
      // Where the value cannot be removed itself (missing, or a required field), the whole top-level field goes.
      const gone = removeAt(current, issue.path) || (issue.path.length > 1 && removeAt(current, [top]))
      if (gone) repaired.add(String(top))
      removed ||= gone
    }
    if (!removed) throw new SchemaError(collectionName, id, result.error.issues, data)
    current = withoutDropped(current) as Record<string, unknown>
  }
}

/**
 * The patch that writes a leniently read record's repaired fields back: each field's value as read (its default),
 * or null (removed) where it has none. Editors merge it under their own changes when saving.
 */
export function repairPatch<T extends object>(read: LenientRead<T>): Record<string, unknown> {
  const record = read.record as Record<string, unknown>
  return Object.fromEntries(read.repaired.map((field) => [field, record[field] ?? null]))
}

/** null given for a field that may be absent but is never null: the caller means "no value". */
function meansAbsent(field: z.core.$ZodType | undefined, value: unknown): boolean {
  return (
    value === null &&
    field !== undefined &&
    z.safeParse(field, undefined).success &&
    !z.safeParse(field, null).success
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** Drops undefined values at any depth of plain objects and arrays (Firestore rejects them). */
export function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(withoutUndefined)
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) out[key] = withoutUndefined(item)
  }
  return out
}

/** Document data for a record: no `id` (it is the document id), no undefined values. */
export function toFirestoreData(model: object): DocumentData {
  const { id: _id, ...rest } = model as Record<string, unknown>
  return withoutUndefined(rest) as DocumentData
}

function withoutStamps(data: DocumentData): DocumentData {
  const out = { ...data }
  for (const key of stampKeys) delete out[key]
  return out
}

function stampPair(kind: 'created' | 'update', now = new Date()): Record<string, number | string> {
  return { [`${kind}Stamp`]: now.getTime(), [`${kind}Iso`]: now.toISOString() }
}

export function defineCollection<S extends RecordSchema>(options: {
  name: string
  schema: S
  blank: () => BlankRecordOf<S>
}): DataCollection<RecordOf<S>, NewRecordOf<S>, BlankRecordOf<S>> {
  type T = RecordOf<S>
  type New = NewRecordOf<S>
  const { name, schema } = options

  const converter: FirestoreDataConverter<T, DocumentData> = {
    toFirestore: (model: object) => toFirestoreData(model),
    fromFirestore: (snapshot) => parseRecord(schema, name, snapshot.id, snapshot.data()),
  }

  const rawCollection = () => collection(dataFirestore(), name)
  const rawRef = (id: string) => doc(dataFirestore(), name, id)
  const ref = (id: string) => rawRef(id).withConverter(converter)
  const collectionRef = () => rawCollection().withConverter(converter)

  // Validates a new record and fills its defaults; stamps are the layer's, never the caller's.
  function prepareNew(data: Clearable<New>, id: string): DocumentData {
    const present = Object.entries(data as object).filter(
      ([key, value]) => !meansAbsent(schema._zod.def.shape[key], value),
    )
    const result = z.safeParse(schema, { ...Object.fromEntries(present), id })
    if (!result.success) throw new SchemaError(name, id, result.error.issues, data)
    return withoutStamps(toFirestoreData(result.data as object))
  }

  // Validates only the fields present, so defaults never overwrite stored values.
  function preparePatch(id: string, patch: Partial<Clearable<New>>): DocumentData {
    const out: DocumentData = {}
    const issues: z.core.$ZodIssue[] = []
    for (const [key, value] of Object.entries(patch as object)) {
      if (value === undefined || key === 'id' || (stampKeys as readonly string[]).includes(key)) continue
      const field = schema._zod.def.shape[key]
      if (meansAbsent(field, value)) {
        out[key] = deleteField()
        continue
      }
      if (!field) {
        out[key] = value
        continue
      }
      const result = z.safeParse(field, value)
      if (result.success) out[key] = result.data
      else issues.push(...result.error.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] })))
    }
    if (issues.length > 0) throw new SchemaError(name, id, issues, patch)
    return withoutUndefined(out) as DocumentData
  }

  function toFilter([field, value]: [string, unknown]): QueryFilterConstraint {
    return where(field, '==', value)
  }

  function filtersOf(spec: QuerySpec<T>): QueryFilterConstraint[] {
    const filters = (spec.where ?? []).map(toFilter)
    for (const [field, op, value] of spec.filters ?? []) filters.push(where(field, op, value))
    // An empty AND-group is always true, which makes the whole OR true: then there is nothing to filter.
    if (spec.or && spec.or.length > 0 && spec.or.every((group) => group.length > 0)) {
      const groups = spec.or.map((group) =>
        group.length === 1 ? toFilter(group[0]!) : and(...group.map(toFilter)),
      )
      filters.push(groups.length === 1 ? groups[0]! : or(...groups))
    }
    return filters
  }

  async function aggregate(
    spec: QuerySpec<T>,
    fields: readonly FieldOf<T>[],
    options: { onlyWithFields?: boolean } = {},
  ): Promise<AggregateAnswer> {
    const filters = filtersOf(spec)
    const q = filters.length > 0 ? buildQuery(collectionRef(), and(...filters)) : buildQuery(collectionRef())
    if (options.onlyWithFields) {
      const together: Record<string, ReturnType<typeof count> | ReturnType<typeof sum>> = { count: count() }
      fields.forEach((field, index) => (together[`sum${index}`] = sum(field)))
      const answer = (await getAggregate(q, together)).data() as Record<string, number | null>
      return {
        count: answer['count'] ?? 0,
        sums: Object.fromEntries(fields.map((field, index) => [field, answer[`sum${index}`] ?? 0])),
      }
    }
    // One aggregation each: Firestore leaves out of a whole aggregation query the documents that lack a summed
    // field, so a count asked with a sum would count only the records that have it.
    const [counted, ...summed] = await Promise.all([
      getAggregate(q, { value: count() }),
      ...fields.map((field) => getAggregate(q, { value: sum(field) })),
    ])
    return {
      count: counted.data().value,
      sums: Object.fromEntries(fields.map((field, index) => [field, summed[index]?.data().value ?? 0])),
    }
  }

  async function query(spec: QuerySpec<T> = {}): Promise<RecordList<T>> {
    const filters = filtersOf(spec)
    const rest: QueryNonFilterConstraint[] = (spec.orderBy ?? []).map(([field, direction]) =>
      orderByField(field, direction),
    )
    if (spec.startAfterId !== undefined) {
      const cursor = await getDoc(rawRef(spec.startAfterId))
      if (cursor.exists()) rest.push(startAfter(cursor))
    }
    if (spec.limit !== undefined) rest.push(limitTo(spec.limit))
    const q =
      filters.length > 0
        ? buildQuery(collectionRef(), and(...filters), ...rest)
        : buildQuery(collectionRef(), ...rest)
    const snapshot = await getDocs(q)
    const items: T[] = []
    const unreadable: UnreadableRecord[] = []
    for (const document of snapshot.docs) {
      try {
        items.push(document.data())
      } catch (error) {
        if (!(error instanceof SchemaError)) throw error
        // Left out, so the rest of the list still shows (a warning: the page tells the admin and offers the repair);
        // the id and field names are logged, never the values.
        const record = { collection: name, id: document.id, fields: issueFields(error.issues) }
        console.warn(`${name}: unreadable record left out of a list`, record)
        unreadable.push(record)
      }
    }
    return Object.assign(items, { unreadable, matchedIds: snapshot.docs.map((document) => document.id) })
  }

  return {
    name,
    ref,
    collectionRef,
    query,
    aggregate,
    async get(id) {
      const snapshot = await getDoc(ref(id))
      return snapshot.exists() ? snapshot.data() : null
    },
    async getLenient(id) {
      const snapshot = await getDoc(rawRef(id))
      return snapshot.exists() ? parseRecordLeniently(schema, name, id, snapshot.data()) : null
    },
    async getByKey(field, value) {
      const found = await query({ where: [[field, value]], limit: 1 })
      // One record asked for: a match that cannot be read is an error, not "no such record".
      const [bad] = found.unreadable
      if (bad && found.length === 0) return (await getDoc(ref(bad.id))).data() ?? null
      return found[0] ?? null
    },
    async create(data) {
      const created = await addDoc(rawCollection(), {
        ...prepareNew(data, newRecordLabel),
        ...stampPair('created'),
      })
      return created.id
    },
    async createWithId(id, data) {
      await setDoc(rawRef(id), { ...prepareNew(data, id), ...stampPair('created') })
    },
    async update(id, patch) {
      await updateDoc(rawRef(id), { ...preparePatch(id, patch), ...stampPair('update') })
    },
    async updateTogether(patches) {
      const prepared = patches.map(({ id, patch }) => ({ id, data: preparePatch(id, patch) }))
      const batch = writeBatch(dataFirestore())
      const stamps = stampPair('update')
      for (const { id, data } of prepared) batch.update(rawRef(id), { ...data, ...stamps })
      await batch.commit()
    },
    async remove(id) {
      await deleteDoc(rawRef(id))
    },
    blank: options.blank,
    listen(id, onNext, onError) {
      // The full SDK (with the realtime channel) is loaded only when a page listens.
      let unsubscribe: Unsubscribe | undefined
      let cancelled = false
      const listenConverter: ListenConverter<T, DocumentData> = {
        toFirestore: (model: object) => toFirestoreData(model),
        fromFirestore: (snapshot, snapshotOptions) =>
          parseRecord(schema, name, snapshot.id, snapshot.data(snapshotOptions)),
      }
      Promise.all([import('firebase/firestore'), dataListenFirestore()])
        .then(([{ doc: listenDoc, onSnapshot }, db]) => {
          if (cancelled) return
          unsubscribe = onSnapshot(
            listenDoc(db, name, id).withConverter(listenConverter),
            (snapshot) => {
              let record: T | null
              try {
                record = snapshot.exists() ? snapshot.data() : null
              } catch (error) {
                onError(error instanceof Error ? error : new Error(String(error)))
                return
              }
              onNext(record)
            },
            onError,
          )
        })
        .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))))
      return () => {
        cancelled = true
        unsubscribe?.()
      }
    },
  }
}
