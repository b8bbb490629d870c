// Firestore security rules, one test per row of the tables in tests/rules/cases/ (see rule-case.ts).
//
// Every row runs against the seeds of all tables. Reads and refused writes leave the data as it was, so the
// project is reset only after a row that wrote or seeded something: that keeps several hundred rows fast.
// Besides the verdict, each row checks that its document exists (get, update, delete) or does not (create), so a
// refusal is the rules' doing and not a missing document; that a refused write changed nothing; and that an
// allowed write stored what it sent.
import { readFileSync } from 'node:fs'
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rulesEnv, type RulesEnv } from '../support/rules-env.ts'
import { tables } from './cases/index.ts'
import type { ListQuery, Operation, Role, RuleCase } from './rule-case.ts'

const seed: Record<string, DocumentData> = {}
for (const { collection: name, seed: documents } of tables) {
  for (const [path, data] of Object.entries(documents)) {
    if (path in seed) throw new Error(`${name} seeds ${path}, which another table seeds too`)
    seed[path] = data
  }
}

function constraints({
  where: filters = [],
  orderBy: order,
  limit: count,
}: ListQuery = {}): QueryConstraint[] {
  return [
    ...filters.map(([field, op, value]) => where(field, op, value)),
    ...(order ? [orderBy(...order)] : []),
    ...(count === undefined ? [] : [limit(count)]),
  ]
}

function perform(db: Firestore, name: string, row: RuleCase): Promise<unknown> {
  if (row.operation === 'list') {
    const source = row.query?.group ? collectionGroup(db, name.split('/').at(-1)!) : collection(db, name)
    return getDocs(query(source, ...constraints(row.query)))
  }
  const ref = doc(db, name, documentId(row))
  switch (row.operation) {
    case 'get':
      return getDoc(ref)
    case 'create':
      return setDoc(ref, row.data ?? {})
    case 'update':
      return updateDoc(ref, row.data ?? {})
    case 'delete':
      return deleteDoc(ref)
  }
}

function documentId(row: RuleCase): string {
  if (!row.doc) throw new Error(`A ${row.operation} row needs a doc: ${row.about}`)
  return row.doc
}

const isWrite = (operation: Operation) => operation !== 'get' && operation !== 'list'
const hasDottedPath = (data: DocumentData = {}) => Object.keys(data).some((key) => key.includes('.'))

let env: RulesEnv
// Whether the project may differ from the seeds (initially empty).
let dirty = true

beforeAll(async () => {
  env = await rulesEnv()
})
afterAll(() => env?.cleanup())

async function check(name: string, row: RuleCase): Promise<void> {
  if (dirty || row.seed) await env.reset({ ...seed, ...row.seed })
  dirty = Boolean(row.seed)
  const before = { ...seed, ...row.seed }
  const path = row.operation === 'list' ? undefined : `${name}/${documentId(row)}`
  if (path && (row.operation === 'create') === path in before) {
    throw new Error(
      `${path} must ${row.operation === 'create' ? 'not ' : ''}exist before a ${row.operation} row`,
    )
  }

  // A write may change the data until a refusal is confirmed below.
  if (isWrite(row.operation)) dirty = true
  const attempt = perform(env.as(row.role), name, row)
  if (row.expected === 'refused') {
    await assertFails(attempt)
    if (path && isWrite(row.operation)) expect(await env.stored(path)).toEqual(before[path])
    dirty = Boolean(row.seed)
    return
  }
  await assertSucceeds(attempt)
  if (!path || !isWrite(row.operation)) return
  const after = await env.stored(path)
  if (row.operation === 'delete') expect(after).toBeUndefined()
  else if (!hasDottedPath(row.data)) expect(after).toMatchObject(row.data ?? {})
}

for (const { collection: name, cases } of tables) {
  describe(name, () => {
    for (const row of cases) {
      it(`${name} · ${row.role} · ${row.operation} · ${row.expected} · ${row.about}`, () => check(name, row))
    }
  })
}

// The tables themselves: complete for what firestore.rules matches, and every allowance bounded by a refusal.
describe('rules tables', () => {
  const coreRoles: Role[] = ['guest', 'customer', 'otherCustomer', 'admin']
  const operations: Operation[] = ['get', 'list', 'create', 'update', 'delete']

  it('there is one table for every collection firestore.rules matches, and no other', () => {
    const source = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')
    // A subcollection (orders/{orderId}/internalNotes) is named with * for its parent's id.
    const matched = [...source.matchAll(/match \/(\w+)\/\{\w+\}(?:\/(\w+)\/\{\w+\})? \{/g)].map(
      ([, name, child]) => (child ? `${name}/*/${child}` : name),
    )
    const tabled = tables.map((entry) => entry.collection.replace(/^(\w+)\/[^/]+\/(\w+)$/, '$1/*/$2'))
    expect(tabled.sort()).toEqual(matched.sort())
  })

  it('every table has a row for each operation by a guest, a customer, another customer and an admin', () => {
    const missing = tables.flatMap(({ collection: name, cases }) =>
      operations.flatMap((operation) =>
        coreRoles
          .filter((role) => !cases.some((row) => row.role === role && row.operation === operation))
          .map((role) => `${name} · ${role} · ${operation}`),
      ),
    )
    expect(missing).toEqual([])
  })

  // Public reads (every core role allowed) have nothing to refuse.
  it('every allowed row has a refused neighbour (same collection and operation) unless open to everyone', () => {
    const openToEveryone = (cases: RuleCase[], operation: Operation) =>
      coreRoles.every((role) =>
        cases.some((row) => row.role === role && row.operation === operation && row.expected === 'allowed'),
      )
    const lonely = tables.flatMap(({ collection: name, cases }) =>
      cases
        .filter((row) => row.expected === 'allowed' && !openToEveryone(cases, row.operation))
        .filter(
          (row) => !cases.some((other) => other.expected === 'refused' && other.operation === row.operation),
        )
        .map((row) => `${name} · ${row.role} · ${row.operation} · ${row.about}`),
    )
    expect(lonely).toEqual([])
  })

  it('every row has its own test name', () => {
    const names = tables.flatMap(({ collection: name, cases }) =>
      cases.map((row) => `${name} · ${row.role} · ${row.operation} · ${row.expected} · ${row.about}`),
    )
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })
})
