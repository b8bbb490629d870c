import type { RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { deleteDoc, doc, getDoc, setDoc, type Firestore } from 'firebase/firestore/lite'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  firestoreTestEnvironment,
  uniqueId,
  withDataLayer,
} from '../../../tests/support/emulator-firestore.ts'
import { chefPackages } from './chef-packages.ts'
import { repairPatch, SchemaError } from './collection.ts'
import { menus } from './menus.ts'
import { testimonialReview } from './testimonial-review.ts'
import { orders } from './orders.ts'

let env: RulesTestEnvironment
// Documents written by a test, removed after it, so the shared emulator project stays clean.
let written: { collection: string; id: string }[] = []

beforeAll(async () => {
  env = await firestoreTestEnvironment()
})
afterEach(async () => {
  const toRemove = written
  written = []
  await withDataLayer(env, async (db) => {
    await Promise.all(toRemove.map(({ collection, id }) => deleteDoc(doc(db, collection, id))))
  })
})
afterAll(async () => {
  await env.cleanup()
})

function track<T extends string>(collection: string, id: T): T {
  written.push({ collection, id })
  return id
}

describe('get', () => {
  it('returns the parsed record with its id and defaults, or null when missing', () =>
    withDataLayer(env, async (db) => {
      const id = track('menus', uniqueId('menu'))
      await setDoc(doc(db, 'menus', id), { title: 'Autumn', tags: ['fall'] })
      expect(await menus.get(id)).toEqual({
        id,
        title: 'Autumn',
        description: '',
        tags: ['fall'],
        image: '',
        addedUsers: [],
        addedChefPackages: [],
        // Saved before drafts existed: reads as published.
        published: true,
      })
      expect(await menus.get(uniqueId('missing'))).toBeNull()
    }))
})

describe('create', () => {
  it('returns the new id, fills defaults and sets created stamps', () =>
    withDataLayer(env, async (db) => {
      const before = Date.now()
      const id = track('chefPackages', await chefPackages.create({ title: 'Tasting', tags: 'introOffer' }))
      const raw = (await getDoc(doc(db, 'chefPackages', id))).data()!
      expect(raw).toMatchObject({ title: 'Tasting', price: 100, tags: ['introOffer'], publicMenu: false })
      expect(raw.createdStamp).toBeGreaterThanOrEqual(before)
      expect(new Date(raw.createdIso as string).getTime()).toBe(raw.createdStamp)
      expect(raw).not.toHaveProperty('id')
      expect(raw).not.toHaveProperty('updateStamp')
      expect((await chefPackages.get(id))?.title).toBe('Tasting')
    }))

  it('createWithId writes under the given id', () =>
    withDataLayer(env, async () => {
      const id = track('menus', uniqueId('menu'))
      await menus.createWithId(id, { title: 'Named' })
      expect(await menus.get(id)).toMatchObject({ id, title: 'Named' })
      expect((await menus.get(id))?.createdStamp).toEqual(expect.any(Number))
    }))

  it('refuses wrongly typed data before writing', () =>
    withDataLayer(env, async () => {
      // Bypasses the compile-time type to simulate bad form input.
      const bad = { title: 'x', price: 'free' } as unknown as Parameters<typeof chefPackages.create>[0]
      await expect(chefPackages.create(bad)).rejects.toThrow(
        'chefPackages/(new): field "price" expected number',
      )
    }))

  it('blank() is a valid record to create', () =>
    withDataLayer(env, async () => {
      const id = track('chefPackages', await chefPackages.create(chefPackages.blank()))
      expect(await chefPackages.get(id)).toMatchObject({ id, title: 'Package', price: 100 })
    }))
})

describe('update', () => {
  it('sets update stamps, writes the patch and keeps other fields', () =>
    withDataLayer(env, async (db) => {
      const id = track('menus', await menus.create({ title: 'Old', description: 'kept', tags: ['a'] }))
      const before = Date.now()
      await menus.update(id, { title: 'New' })
      const raw = (await getDoc(doc(db, 'menus', id))).data()!
      expect(raw).toMatchObject({ title: 'New', description: 'kept', tags: ['a'] })
      expect(raw.updateStamp).toBeGreaterThanOrEqual(before)
      expect(new Date(raw.updateIso as string).getTime()).toBe(raw.updateStamp)
      expect(raw.createdStamp).toBeLessThanOrEqual(raw.updateStamp as number)
    }))

  it('does not write defaults or undefined values for fields left out', () =>
    withDataLayer(env, async (db) => {
      const id = track('menus', uniqueId('menu'))
      await setDoc(doc(db, 'menus', id), { title: 'Sparse' })
      await menus.update(id, { description: 'd', image: undefined })
      expect((await getDoc(doc(db, 'menus', id))).data()).toEqual({
        title: 'Sparse',
        description: 'd',
        updateStamp: expect.any(Number),
        updateIso: expect.any(String),
      })
    }))

  it('removes an optional field given as null and leaves it out on create (a cleared package limit)', () =>
    withDataLayer(env, async (db) => {
      const id = track('chefPackages', await chefPackages.create({ maxPerDate: 3, minGuests: null }))
      const created = (await getDoc(doc(db, 'chefPackages', id))).data()!
      expect(created['maxPerDate']).toBe(3)
      expect('minGuests' in created).toBe(false)
      await chefPackages.update(id, { maxPerDate: null, leadTimeDays: 14 })
      const raw = (await getDoc(doc(db, 'chefPackages', id))).data()!
      expect('maxPerDate' in raw).toBe(false)
      expect(raw['leadTimeDays']).toBe(14)
      expect((await chefPackages.get(id))?.maxPerDate).toBeUndefined()
    }))

  it('rejects a wrongly typed patch and a missing document', () =>
    withDataLayer(env, async () => {
      const id = track('chefPackages', await chefPackages.create({}))
      const bad = { price: '5' } as unknown as Parameters<typeof chefPackages.update>[1]
      await expect(chefPackages.update(id, bad)).rejects.toThrow(
        `chefPackages/${id}: field "price" expected number`,
      )
      await expect(menus.update(uniqueId('missing'), { title: 'x' })).rejects.toMatchObject({
        code: 'not-found',
      })
    }))
})

describe('updateTogether', () => {
  it('writes every patch with its stamps, or none when one document is missing or one patch is refused', () =>
    withDataLayer(env, async (db) => {
      const first = track('menus', await menus.create({ title: 'One', description: 'kept' }))
      const second = track('menus', await menus.create({ title: 'Two' }))
      await menus.updateTogether([
        { id: first, patch: { title: 'One, renamed' } },
        { id: second, patch: { title: 'Two, renamed' } },
      ])
      const read = async (id: string) => (await getDoc(doc(db, 'menus', id))).data()!
      expect(await read(first)).toMatchObject({ title: 'One, renamed', description: 'kept' })
      expect((await read(first))['updateStamp']).toBe((await read(second))['updateStamp'])
      expect((await read(second))['title']).toBe('Two, renamed')

      await expect(
        menus.updateTogether([
          { id: first, patch: { title: 'Half' } },
          { id: uniqueId('missing'), patch: { title: 'x' } },
        ]),
      ).rejects.toMatchObject({ code: 'not-found' })
      const bad = { title: 5 } as unknown as { title: string }
      await expect(
        menus.updateTogether([
          { id: first, patch: { title: 'Half' } },
          { id: second, patch: bad },
        ]),
      ).rejects.toThrow(`menus/${second}: field "title"`)
      expect((await read(first))['title']).toBe('One, renamed')
    }))
})

describe('remove', () => {
  it('deletes the document', () =>
    withDataLayer(env, async () => {
      const id = track('menus', await menus.create({ title: 'Gone' }))
      await menus.remove(id)
      expect(await menus.get(id)).toBeNull()
    }))
})

describe('query and getByKey', () => {
  // Reviews share a unique e-mail so other data in the emulator never matches.
  // Written raw with fixed creation stamps so the order is deterministic.
  async function seedReviews(db: Firestore, email: string) {
    const reviews = [
      ['a', 1000, false],
      ['b', 3000, false],
      ['c', 2000, true],
      ['d', 4000, false],
    ] as const
    for (const [name, createdStamp, published] of reviews) {
      const id = track('testimonialReview', uniqueId(`review-${name}`))
      await setDoc(doc(db, 'testimonialReview', id), { name, email, published, createdStamp })
    }
  }

  it('filters by equality, orders by createdStamp descending and limits', () =>
    withDataLayer(env, async (db) => {
      const email = `${uniqueId('q')}@example.test`
      await seedReviews(db, email)
      const unpublished = await testimonialReview.query({
        where: [
          ['email', email],
          ['published', false],
        ],
        orderBy: [['createdStamp', 'desc']],
      })
      expect(unpublished.map((review) => review.name)).toEqual(['d', 'b', 'a'])

      const newestTwo = await testimonialReview.query({
        where: [['email', email]],
        orderBy: [['createdStamp', 'desc']],
        limit: 2,
      })
      expect(newestTwo.map((review) => review.name)).toEqual(['d', 'b'])

      const ascending = await testimonialReview.query({
        where: [['email', email]],
        orderBy: [['createdStamp', 'asc']],
      })
      expect(ascending.map((review) => review.name)).toEqual(['a', 'c', 'b', 'd'])
    }))

  it('combines OR of AND-groups with the top-level where', () =>
    withDataLayer(env, async (db) => {
      const email = `${uniqueId('or')}@example.test`
      await seedReviews(db, email)
      const matches = await testimonialReview.query({
        where: [['email', email]],
        or: [
          [
            ['name', 'a'],
            ['published', false],
          ],
          [['published', true]],
          [
            ['name', 'b'],
            ['published', true],
          ],
        ],
        orderBy: [['createdStamp', 'asc']],
      })
      expect(matches.map((review) => review.name)).toEqual(['a', 'c'])
    }))

  it('getByKey returns the first match or null', () =>
    withDataLayer(env, async () => {
      const email = `${uniqueId('key')}@example.test`
      const id = track('testimonialReview', await testimonialReview.create({ name: 'k', email }))
      expect(await testimonialReview.getByKey('email', email)).toMatchObject({
        id,
        name: 'k',
        published: false,
      })
      expect(await testimonialReview.getByKey('email', `${uniqueId('none')}@example.test`)).toBeNull()
    }))
})

describe('listen', () => {
  it('receives the initial value, changes, and null after delete', () =>
    withDataLayer(env, async () => {
      const id = track('menus', await menus.create({ title: 'Live' }))
      const seen: (string | null)[] = []
      const errors: Error[] = []
      let notify = () => {}
      const next = (count: number) =>
        new Promise<void>((resolve) => {
          notify = () => {
            if (seen.length >= count) resolve()
          }
          notify()
        })
      const unsubscribe = menus.listen(
        id,
        (menu) => {
          seen.push(menu ? menu.title : null)
          notify()
        },
        (error) => errors.push(error),
      )
      try {
        await next(1)
        await menus.update(id, { title: 'Changed' })
        await next(2)
        await menus.remove(id)
        await next(3)
      } finally {
        unsubscribe()
      }
      expect(seen).toEqual(['Live', 'Changed', null])
      expect(errors).toEqual([])
    }))

  it('reports a malformed document to onError', () =>
    withDataLayer(env, async (db) => {
      const id = track('menus', uniqueId('bad'))
      await setDoc(doc(db, 'menus', id), { title: 42 })
      const error = await new Promise<Error>((resolve, reject) => {
        const unsubscribe = menus.listen(
          id,
          () => {
            unsubscribe()
            reject(new Error('expected onError'))
          },
          (failure) => {
            unsubscribe()
            resolve(failure)
          },
        )
      })
      expect(error).toBeInstanceOf(SchemaError)
      expect(error.message).toContain(`menus/${id}: field "title" expected string`)
    }))
})

describe('malformed documents', () => {
  it('get throws a SchemaError naming collection, id and field', () =>
    withDataLayer(env, async (db) => {
      const id = track('chefPackages', uniqueId('bad'))
      const marker = uniqueId('marker')
      await setDoc(doc(db, 'chefPackages', id), { title: marker, price: 'cheap', publicMenu: 'yes' })
      const error = await chefPackages.get(id).catch((failure: unknown) => failure)
      expect(error).toBeInstanceOf(SchemaError)
      expect(error).toMatchObject({ collection: 'chefPackages', docId: id })
      expect((error as Error).message).toBe(
        `chefPackages/${id}: field "price" expected number, received string "cheap"; ` +
          'field "publicMenu" expected boolean, received string "yes"',
      )
    }))

  it('query leaves a bad document out, names it by id and fields, and still returns the good ones', () =>
    withDataLayer(env, async (db) => {
      const marker = uniqueId('marker')
      const good = track('chefPackages', uniqueId('good'))
      const bad = track('chefPackages', uniqueId('bad'))
      await setDoc(doc(db, 'chefPackages', good), { title: marker, price: 10, createdStamp: 2 })
      await setDoc(doc(db, 'chefPackages', bad), { title: marker, price: 'cheap', createdStamp: 1 })
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const list = await chefPackages.query({
        where: [['title', marker]],
        orderBy: [['createdStamp', 'desc']],
      })
      expect(list.map((record) => record.id)).toEqual([good])
      expect(list.unreadable).toEqual([{ collection: 'chefPackages', id: bad, fields: ['price'] }])
      expect(list.matchedIds).toEqual([good, bad])
      expect(warn).toHaveBeenCalledWith(
        'chefPackages: unreadable record left out of a list',
        list.unreadable[0],
      )
      expect(JSON.stringify(warn.mock.calls)).not.toContain('cheap')
      warn.mockRestore()
      // One record asked for by key: an error, not "no such record".
      await expect(chefPackages.getByKey('price', 'cheap')).rejects.toBeInstanceOf(SchemaError)
    }))

  it('getLenient reads a bad document without what does not fit, and the repair patch corrects it', () =>
    withDataLayer(env, async (db) => {
      const id = track('menus', uniqueId('bad'))
      await setDoc(doc(db, 'menus', id), {
        title: 7,
        description: 'Kept',
        label: false,
        addedUsers: ['u1', 5, 'u2'],
      })
      const read = await menus.getLenient(id)
      expect(read?.repaired.sort()).toEqual(['addedUsers', 'label', 'title'])
      expect(read?.record).toMatchObject({ id, title: 'menu', description: 'Kept', addedUsers: ['u1', 'u2'] })
      expect(read?.record).not.toHaveProperty('label')
      await menus.update(id, repairPatch(read!))
      expect(await menus.get(id)).toMatchObject({
        title: 'menu',
        description: 'Kept',
        addedUsers: ['u1', 'u2'],
      })
      expect((await menus.getLenient(id))?.repaired).toEqual([])
      expect(await menus.getLenient(uniqueId('missing'))).toBeNull()
    }))
})

describe('aggregate', () => {
  it('counts every matching record, with or without the summed fields, and sums each field on its own', () =>
    withDataLayer(env, async (db) => {
      const tag = uniqueId('agg')
      const paid = track('orders', uniqueId('order'))
      const unpaid = track('orders', uniqueId('order'))
      const other = track('orders', uniqueId('order'))
      await setDoc(doc(db, 'orders', paid), {
        customer_email: tag,
        statusCode: 1,
        paidCents: 10_000,
        refundedCents: 1_500,
      })
      await setDoc(doc(db, 'orders', unpaid), { customer_email: tag, statusCode: 1 })
      await setDoc(doc(db, 'orders', other), { customer_email: 'someone-else', statusCode: 1, paidCents: 99 })
      expect(
        await orders.aggregate({ where: [['customer_email', tag]] }, ['paidCents', 'refundedCents']),
      ).toEqual({
        count: 2,
        sums: { paidCents: 10_000, refundedCents: 1_500 },
      })
      // Asked together, only the records with every summed field count.
      expect(
        await orders.aggregate({ where: [['customer_email', tag]] }, ['paidCents'], { onlyWithFields: true }),
      ).toEqual({ count: 1, sums: { paidCents: 10_000 } })
    }))
})
