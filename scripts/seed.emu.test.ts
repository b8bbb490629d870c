import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertRecipientsSchema, consultationAlertRecipientsKey } from '../src/shared/schemas/app-config.ts'
import { chefPackageSchema } from '../src/shared/schemas/chef-package.ts'
import { blockText, contentConfigSchema, landingCardSchema } from '../src/shared/schemas/content-config.ts'
import { variantsOfImage } from '../src/shared/images.ts'
import { menuSchema } from '../src/shared/schemas/menu.ts'
import { seedDemoData, seededCollections } from './seed.ts'
import { consultationAlertRecipients, demoAccounts } from './seed-data.ts'

// A project of its own: the stack's project already holds the seeded demo data (and other tests' records),
// and the emulators keep projects apart, so this test starts empty and cleans up without touching them.
const projectId = 'demo-saffron-seed-test'
const firestoreHost = process.env['FIRESTORE_EMULATOR_HOST']
const authHost = process.env['FIREBASE_AUTH_EMULATOR_HOST']

async function clearEmulators() {
  const cleared = await Promise.all([
    fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
      method: 'DELETE',
    }),
    fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }),
  ])
  for (const response of cleared) expect(response.ok, `clearing ${response.url}`).toBe(true)
}

let app: App
let db: Firestore

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const name of Object.keys(seededCollections))
    counts[name] = (await db.collection(name).count().get()).data().count
  const { users } = await getAuth(app).listUsers()
  counts['authUsers'] = users.length
  return counts
}

beforeAll(async () => {
  expect(authHost, 'FIREBASE_AUTH_EMULATOR_HOST must be set').toBeTruthy()
  await clearEmulators()
  app = initializeApp({ projectId }, `seed-test-${Date.now()}`)
  db = getFirestore(app)
})

afterAll(async () => {
  // The demo pictures' copies this project's seeds stored.
  await getStorage(app).bucket(`${projectId}.appspot.com`).deleteFiles()
  await deleteApp(app)
  await clearEmulators()
})

describe('seedDemoData', () => {
  it('seeds once: a second run writes nothing and leaves the same counts', async () => {
    const first = await seedDemoData({ projectId, quiet: true })
    expect(first.seeded).toBe(true)
    const afterFirst = await countAll()
    expect(afterFirst).toMatchObject({
      menus: 5,
      chefPackages: 12,
      userProfiles: 2,
      testimonials: 3,
      quotes: 1,
      mealPlans: 2,
      authUsers: 2,
    })

    const second = await seedDemoData({ projectId, quiet: true })
    expect(second.seeded).toBe(false)
    expect(second.written).toEqual({})
    expect(await countAll()).toEqual(afterFirst)
    expect(second.accounts.map((account) => account.email)).toEqual(
      demoAccounts.map((account) => account.email),
    )
  }, 120_000) // A first seed on a machine draws and processes the demo pictures (later ones reuse their copies).

  it('writes documents that parse with their schemas and carry created stamps', async () => {
    for (const [name, schema] of Object.entries(seededCollections)) {
      const snapshot = await db.collection(name).get()
      expect(snapshot.size, name).toBeGreaterThan(0)
      for (const doc of snapshot.docs) {
        const result = schema.safeParse({ ...doc.data(), id: doc.id })
        expect(result.success, `${name}/${doc.id}: ${result.error?.message}`).toBe(true)
        expect(typeof doc.get('createdStamp'), `${name}/${doc.id} createdStamp`).toBe('number')
        expect(doc.get('createdIso'), `${name}/${doc.id} createdIso`).toBe(
          new Date(doc.get('createdStamp')).toISOString(),
        )
      }
    }
  })

  it('stores consultationAlertRecipients as JSON text that parses to the recipient list', async () => {
    const snapshot = await db
      .collection('appConfigs')
      .where('configKey', '==', consultationAlertRecipientsKey)
      .get()
    expect(snapshot.size).toBe(1)
    const content: unknown = JSON.parse(snapshot.docs[0]!.get('configContent'))
    expect(alertRecipientsSchema.parse(content)).toEqual(consultationAlertRecipients)
    expect(content).toEqual([
      { email: 'chef@saffron-table.test', active: true },
      { email: 'old@saffron-table.test', active: false },
    ])
  })

  it('links menus, packages and the landing list to records that exist', async () => {
    const packages = (await db.collection('chefPackages').get()).docs.map((doc) =>
      chefPackageSchema.parse({ ...doc.data(), id: doc.id }),
    )
    const packageIds = new Set(packages.map((item) => item.id))
    expect(packages.filter((item) => !item.publicMenu).map((item) => item.title)).toEqual([
      'Anniversary Tasting Dinner for Two',
    ])
    expect(packages.filter((item) => item.tags.includes('introOffer')).length).toBeGreaterThan(0)

    const menus = (await db.collection('menus').get()).docs.map((doc) =>
      menuSchema.parse({ ...doc.data(), id: doc.id }),
    )
    for (const menu of menus) {
      expect(menu.addedChefPackages.length, menu.title).toBeGreaterThan(0)
      for (const id of menu.addedChefPackages) expect(packageIds.has(id), `${menu.title} -> ${id}`).toBe(true)
    }

    const listDoc = (await db.collection('contentConfigs').where('configKey', '==', 'landinglist').get())
      .docs[0]!
    const list = contentConfigSchema.parse({ ...listDoc.data(), id: listDoc.id })
    const menuIds = new Set(menus.map((menu) => menu.id))
    for (const block of list.contentBlocks)
      expect(menuIds.has(blockText(block, 'menuId')), block.id).toBe(true)
  })

  it('creates the accounts with the admin claim and a profile each', async () => {
    const auth = getAuth(app)
    const admin = await auth.getUserByEmail('admin@saffron-table.test')
    const customer = await auth.getUserByEmail('customer@saffron-table.test')
    expect(admin.customClaims).toEqual({ admin: true })
    expect(customer.customClaims?.['admin']).toBeUndefined()

    const adminProfile = (await db.collection('userProfiles').where('userId', '==', admin.uid).get()).docs[0]!
    const customerProfile = (await db.collection('userProfiles').where('userId', '==', customer.uid).get())
      .docs[0]!
    expect(adminProfile.data()).toMatchObject({ email: 'admin@saffron-table.test', isAdmin: true })
    expect(customerProfile.data()).toMatchObject({
      email: 'customer@saffron-table.test',
      isAdmin: false,
      userStatus: 'readyToOrder',
    })
  })

  it('stores the demo menus published, and on a later start gives menus saved before drafts the flag', async () => {
    const stored = (await db.collection('menus').get()).docs.map((doc) => doc.get('published'))
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.every((published) => published === true)).toBe(true)

    // As kept from before drafts existed: no flag. A draft keeps its flag.
    await db.doc('menus/saved-before-drafts').set({ title: 'Old favourite', addedChefPackages: [] })
    await db.doc('menus/a-draft').set({ title: 'Not yet', addedChefPackages: [], published: false })
    const again = await seedDemoData({ projectId, quiet: true })
    expect(again.written['menus (marked published)']).toBe(1)
    expect((await db.doc('menus/saved-before-drafts').get()).get('published')).toBe(true)
    expect((await db.doc('menus/a-draft').get()).get('published')).toBe(false)
    await Promise.all(['saved-before-drafts', 'a-draft'].map((id) => db.doc(`menus/${id}`).delete()))
  })

  it("stores the demo pictures as an upload's copies, which the packages, menus and landing blocks point at", async () => {
    const pictured = [
      ...(await db.collection('chefPackages').get()).docs.map((doc) =>
        chefPackageSchema.parse({ ...doc.data(), id: doc.id }),
      ),
      ...(await db.collection('menus').get()).docs.map((doc) =>
        menuSchema.parse({ ...doc.data(), id: doc.id }),
      ),
      ...(await db.collection('contentConfigs').get()).docs
        .map((doc) => contentConfigSchema.parse({ ...doc.data(), id: doc.id }))
        .filter((config) => ['topLandingCards', 'landingDownloads'].includes(config.configKey))
        .flatMap((config) => config.contentBlocks.map((block) => landingCardSchema.parse(block))),
    ]
    expect(pictured).toHaveLength(12 + 5 + 3 + 3)
    for (const { image, imageVariants } of pictured) {
      expect(image).toMatch(
        /^http:\/\/127\.0\.0\.1:9199\/v0\/b\/demo-saffron-seed-test\.appspot\.com\/o\/chefPackageImages%2Fdemo-/,
      )
      expect(variantsOfImage(image, imageVariants), image).not.toBeNull()
      // Drawn 1280 px wide: four widths in two formats.
      expect(imageVariants?.variants.map((variant) => variant.width)).toEqual([
        320, 320, 640, 640, 960, 960, 1280, 1280,
      ])
    }
    // What the records point at is there, in the format it claims.
    const { variants } = pictured[0]!.imageVariants!
    for (const variant of [variants[0]!, variants.at(-1)!]) {
      const response = await fetch(variant.url)
      expect(response.headers.get('content-type')).toBe(variant.type)
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(variant.width)
    }
  })

  it('gives demo records seeded before pictures had copies theirs on a later start, and leaves changed ones alone', async () => {
    await db
      .doc('menus/seeded-before-copies')
      .set({ title: 'Tuscan', image: '/demo/tuscan-supper.svg', published: true })
    await db.doc('menus/own-picture').set({ title: 'Own', image: '/images/own.jpg', published: true })
    const again = await seedDemoData({ projectId, quiet: true })
    expect(again.written['records given picture copies']).toBe(1)
    const upgraded = menuSchema.parse({
      ...(await db.doc('menus/seeded-before-copies').get()).data(),
      id: 'x',
    })
    expect(upgraded.image).toMatch(/chefPackageImages%2Fdemo-tuscan-supper-[0-9a-f]{12}-1280\.webp/)
    expect(variantsOfImage(upgraded.image, upgraded.imageVariants)).not.toBeNull()
    expect((await db.doc('menus/own-picture').get()).data()).toEqual({
      title: 'Own',
      image: '/images/own.jpg',
      published: true,
    })
    await Promise.all(['seeded-before-copies', 'own-picture'].map((id) => db.doc(`menus/${id}`).delete()))
  })

  it('refuses a project that is not a demo project', async () => {
    await expect(seedDemoData({ projectId: 'saffron-prod', quiet: true })).rejects.toThrow(/refusing/)
  })
})
