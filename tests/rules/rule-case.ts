// One row of the Firestore rules table: who (role) does what (operation) to which document or query, and
// whether the rules allow it. Each collection lists its rows in tests/rules/cases/<collection>.ts; the single
// runner tests/rules/rules.emu.test.ts turns every row into one test named
// `<collection> · <role> · <operation> · <allowed|refused> · <about>`.
//
// Adding a case is adding a row, e.g. in tests/rules/cases/forms.ts:
//   refuse('customer', 'delete', { doc: 'intake' }, 'deletes the consultation form'),
import { imageVariantsOf } from '../support/image-variants.ts'
import type { DocumentData, WhereFilterOp } from 'firebase/firestore'

/** The callers the rules tell apart. Their uids and token claims live in tests/support/rules-env.ts. */
export type Role =
  | 'guest' // not signed in
  | 'customer' // signed in as alice, owner of the customer documents in the seeds
  | 'otherCustomer' // signed in as bob, owns his own documents, not alice's
  | 'newcomer' // signed in, no profile yet
  | 'inactiveCustomer' // signed in, profile status inactive
  | 'emailUid' // signed in with a uid that equals a guest order's e-mail
  | 'textAdminClaim' // signed in with admin: 'true' (a string, not the boolean)
  | 'falseAdminClaim' // signed in with admin: false
  | 'admin' // signed in with the custom claim admin: true

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete'
export type Outcome = 'allowed' | 'refused'

export interface ListQuery {
  /** Query every collection of this name, wherever it is (a collection-group query). */
  group?: boolean
  where?: [field: string, op: WhereFilterOp, value: unknown][]
  orderBy?: [field: string, direction: 'asc' | 'desc']
  limit?: number
}

/** What an operation needs besides who runs it. */
export interface Target {
  /** Document id inside the collection (get, create, update, delete). */
  doc?: string
  /** Query constraints (list); none lists the whole collection. */
  query?: ListQuery
  /** Create: the whole document. Update: the changed fields (dotted paths allowed). */
  data?: DocumentData
  /** Documents (full paths) written behind the rules before this row only, over the collection's seed. */
  seed?: Record<string, DocumentData>
}

export interface RuleCase extends Target {
  role: Role
  operation: Operation
  expected: Outcome
  /** What the row shows, in words; ends the test name. */
  about: string
}

export interface CollectionTable {
  collection: string
  /** Documents (full paths) present before every row; rows of every table run against all tables' seeds. */
  seed: Record<string, DocumentData>
  cases: RuleCase[]
}

const rows = (outcome: Outcome) =>
  function (roles: Role | Role[], operation: Operation, target: Target, about: string): RuleCase[] {
    return [roles].flat().map((role) => ({ role, operation, expected: outcome, about, ...target }))
  }

/** Rows the rules must allow, one per role. */
export const allow = rows('allowed')
/** Rows the rules must refuse, one per role. */
export const refuse = rows('refused')

/** Signed-in callers without a valid admin claim, for collections only admins reach. */
export const nonAdmins: Role[] = ['guest', 'customer', 'otherCustomer', 'textAdminClaim', 'falseAdminClaim']
/** Every caller, admins included, for what only the server writes. */
export const everyone: Role[] = ['guest', 'customer', 'otherCustomer', 'admin']

export function table(
  collection: string,
  seed: Record<string, DocumentData>,
  cases: RuleCase[][],
): CollectionTable {
  return { collection, seed, cases: cases.flat() }
}

/** Who reads public content: everyone, signed in or not. */
export const readers: Role[] = ['guest', 'customer', 'otherCustomer', 'admin']

export interface StandardTable {
  /** The seeded document's id. */
  doc: string
  /** The seeded document, also what a create sends (under the id `new`). */
  data: DocumentData
  /** What an update sends. */
  update: DocumentData
  /** Further documents (full paths) the extra rows need. */
  seed?: Record<string, DocumentData>
}

const seedOf = (collection: string, { doc, data, seed }: StandardTable) => ({
  [`${collection}/${doc}`]: data,
  ...seed,
})

/** Create, update and delete: allowed to an admin, refused to everyone else. */
export function adminWrites({ doc, data, update }: StandardTable, noun: string): RuleCase[][] {
  return [
    allow('admin', 'create', { doc: 'new', data }, `adds ${noun}`),
    refuse(nonAdmins, 'create', { doc: 'new', data }, `adds ${noun}`),
    allow('admin', 'update', { doc, data: update }, `edits ${noun}`),
    refuse(nonAdmins, 'update', { doc, data: update }, `edits ${noun}`),
    allow('admin', 'delete', { doc }, `deletes ${noun}`),
    refuse(nonAdmins, 'delete', { doc }, `deletes ${noun}`),
  ]
}

/** A kind of table: the rows `rowsOf` gives for the standard record, then the collection's `extra` rows. */
const tableKind =
  (rowsOf: (standard: StandardTable) => RuleCase[][]) =>
  (collection: string, standard: StandardTable, extra: RuleCase[][] = []): CollectionTable =>
    table(collection, seedOf(collection, standard), [...rowsOf(standard), ...extra])

/** Back-office records: only an admin (claim admin: true) reads or writes; `extra` rows add field checks. */
export const adminOnlyTable = tableKind((standard) => [
  allow('admin', 'get', { doc: standard.doc }, 'reads a record'),
  refuse(nonAdmins, 'get', { doc: standard.doc }, 'reads a record'),
  allow('admin', 'list', {}, 'lists the records'),
  refuse(nonAdmins, 'list', {}, 'lists the records'),
  ...adminWrites(standard, 'a record'),
])

/** Public site content: anyone reads, only an admin writes; `extra` rows add shape checks. */
export const publicContentTable = tableKind((standard) => [
  allow(readers, 'get', { doc: standard.doc }, 'reads public content'),
  allow(readers, 'list', {}, 'lists public content'),
  ...adminWrites(standard, 'content'),
])

/**
 * Writes only Cloud Functions make: every client is refused creating a record with `data`, updating `doc` with
 * `update` and deleting it, admins included; `about` says what each would do.
 */
export function serverWrites(
  { doc, data, update }: Omit<StandardTable, 'seed'>,
  about: { create: string; update: string; delete: string },
): RuleCase[][] {
  return [
    refuse(everyone, 'create', { doc: 'new', data }, about.create),
    refuse(everyone, 'update', { doc, data: update }, about.update),
    refuse(everyone, 'delete', { doc }, about.delete),
  ]
}

/** Records only Cloud Functions (Admin SDK) touch: every client is refused everything, admins included. */
export const serverOnlyTable = tableKind((standard) => [
  refuse(everyone, 'get', { doc: standard.doc }, 'reads a server record'),
  refuse(everyone, 'list', {}, 'lists server records'),
  ...serverWrites(standard, {
    create: 'adds a server record',
    update: 'edits a server record',
    delete: 'deletes a server record',
  }),
])

/**
 * A list field an admin may fill with at most `max` items: a record with `max` is allowed, one with `max + 1`
 * and one whose field is not a list (`notAList`) are refused. `record` holds the record's other fields; `noun`
 * names the items.
 */
export function listCapRows(options: {
  record: DocumentData
  field: string
  item: unknown
  max: number
  notAList: unknown
  noun: string
}): RuleCase[][] {
  const { record, field, item, max, notAList, noun } = options
  const create = (value: unknown) => ({ doc: 'new', data: { ...record, [field]: value } })
  return [
    allow('admin', 'create', create(Array(max).fill(item)), `${max} ${noun}`),
    refuse('admin', 'create', create(Array(max + 1).fill(item)), `${max + 1} ${noun}`),
    refuse('admin', 'create', create(notAList), `${noun} that are not a list`),
  ]
}

/**
 * An uploaded image's resized copies on a catalogue record (docs/decisions/0070): admins keep them beside the
 * image; anything that is not a map with a list of at most 12 copies is refused.
 */
export function imageVariantRows(doc: string): RuleCase[][] {
  const copies = imageVariantsOf(doc)
  const image = copies.variants.find(
    (variant) => variant.width === 1280 && variant.type === 'image/webp',
  )!.url
  const thirteen = { ...copies, variants: [...copies.variants, ...copies.variants].slice(0, 13) }
  return [
    allow('admin', 'update', { doc, data: { image, imageVariants: copies } }, "keeps an upload's copies"),
    refuse('customer', 'update', { doc, data: { image, imageVariants: copies } }, "keeps an upload's copies"),
    refuse('admin', 'update', { doc, data: { imageVariants: 'copies' } }, 'copies as text'),
    refuse(
      'admin',
      'update',
      { doc, data: { imageVariants: { width: 10, height: 10 } } },
      'copies without a list',
    ),
    refuse('admin', 'update', { doc, data: { imageVariants: thirteen } }, 'thirteen copies'),
  ]
}
