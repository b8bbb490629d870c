// The server renderer's reads against the Firestore emulator with the Admin SDK, which passes the rules by: it must
// itself leave out what a guest may not see, and leave out a record that does not parse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminDb } from '../../../tests/support/admin.ts'
import { adminCatalogReads } from './admin-catalog-reads.ts'

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const ids = {
  public: `ssr-public-${run}`,
  private: `ssr-private-${run}`,
  broken: `ssr-broken-${run}`,
  publishedMenu: `ssr-menu-${run}`,
  draftMenu: `ssr-draft-${run}`,
}
const paths: string[] = []
const chefPackage = { price: 220, tags: [], addedUsers: [], packageDetails: [], description: 'Supper' }

beforeAll(async () => {
  const db = adminDb()
  const writes: Array<[string, Record<string, unknown>]> = [
    [`chefPackages/${ids.public}`, { ...chefPackage, title: 'Public supper', publicMenu: true }],
    [`chefPackages/${ids.private}`, { ...chefPackage, title: 'Private supper', publicMenu: false, addedUsers: ['u1'] }],
    [`chefPackages/${ids.broken}`, { title: 42, publicMenu: true }],
    [`menus/${ids.publishedMenu}`, { title: `Published ${run}`, published: true, addedChefPackages: [ids.public] }],
    [`menus/${ids.draftMenu}`, { title: `Draft ${run}`, published: false, addedChefPackages: [ids.public] }],
  ]
  await Promise.all(writes.map(([path, data]) => db.doc(path).set(data)))
  paths.push(...writes.map(([path]) => path))
})

afterAll(async () => {
  await Promise.all(paths.map((path) => adminDb().doc(path).delete()))
})

describe('adminCatalogReads', () => {
  const reads = () => adminCatalogReads(adminDb())

  it('reads a public package through the shared schema, with its defaults', async () => {
    const found = await reads().chefPackage(ids.public)
    expect(found).toMatchObject({ id: ids.public, title: 'Public supper', price: 220, publicMenu: true })
  })

  it('gives a guest no private package, and reads one that does not parse as missing', async () => {
    expect(await reads().chefPackage(ids.private)).toBeNull()
    expect(await reads().chefPackage(ids.broken)).toBeNull()
    expect(await reads().chefPackage(`missing-${run}`)).toBeNull()
  })

  it('gives a guest published menus only', async () => {
    expect(await reads().menu(ids.publishedMenu)).toMatchObject({ title: `Published ${run}` })
    expect(await reads().menu(ids.draftMenu)).toBeNull()
    const listed = (await reads().publishedMenus(500)).map((menu) => menu.id)
    expect(listed).toContain(ids.publishedMenu)
    expect(listed).not.toContain(ids.draftMenu)
  })

  it('falls back to the default food settings and answers a date check without a schedule', async () => {
    const settings = await reads().foodSettings()
    expect(settings.mayContainNotice).toEqual(expect.any(String))
    const answer = await reads().packagesAvailableOn('2030-01-15', [ids.public, ids.private])
    expect(answer.ok && answer.available).not.toContain(ids.private)
  })
})
