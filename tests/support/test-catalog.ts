// Catalogue records a browser journey makes for itself and removes afterwards, written behind the rules as an
// admin's editors would store them: public packages with their food labels, a published menu holding them, a
// promotion code, and what the journey's orders leave behind (the orders, their payments, the code's use counters).
import type { Allergen, Diet } from '../../src/shared/food/allergens.ts'
import { adminDb } from './admin.ts'

export interface TestPackage {
  id: string
  title: string
  price: number
}

export interface TestCatalog {
  /** A public package (private with `hidden`, kept for no one); `name` is made unique to the run. */
  chefPackage(
    name: string,
    food: { price: number; allergens: Allergen[]; diets: Diet[]; tags?: string[]; hidden?: boolean },
  ): Promise<TestPackage>
  /** A published menu holding these packages. */
  menu(name: string, packages: readonly TestPackage[]): Promise<{ id: string; title: string }>
  /**
   * An active promotion code taking `percentOff` % off any package, unlimited, valid until `validUntil` (epoch ms)
   * when given; its text (the prefix and the run, upper case) is returned.
   */
  promotionCode(prefix: string, terms: { percentOff: number; validUntil?: number }): Promise<string>
  /** A promotion code the journey made itself (through the back-office), removed with the rest. */
  ownPromotionCode(code: string): void
  /** An order the journey placed (and its payment, once there is one), removed with the rest. */
  order(orderId: string, paymentId?: string): void
  /** Removes everything above; safe to call when a step failed half-way. */
  cleanup(): Promise<void>
}

export function testCatalog(run: string): TestCatalog {
  const paths: string[] = []
  const codes: string[] = []
  const slug = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${run}`
  /** Writes a catalogue record named `name` for this run (its id `<prefix>-<slug>`) and answers its id and title. */
  const writeRecord = async (collection: string, prefix: string, name: string, fields: object) => {
    const id = `${prefix}-${slug(name)}`
    const title = `${name} ${run}`
    const now = Date.now()
    paths.push(`${collection}/${id}`)
    await adminDb()
      .doc(`${collection}/${id}`)
      .set({
        title,
        description: `${name}, made for a browser test.`,
        ...fields,
        createdStamp: now,
        createdIso: new Date(now).toISOString(),
      })
    return { id, title }
  }
  return {
    async chefPackage(name, { price, allergens, diets, tags = [], hidden = false }) {
      const { id, title } = await writeRecord('chefPackages', 'pkg', name, {
        price,
        image: '/demo/harvest-bowls.svg',
        tags,
        packageDetails: [],
        publicMenu: !hidden,
        addedUsers: [],
        allergens,
        diets,
      })
      return { id, title, price }
    },
    menu(name, packages) {
      return writeRecord('menus', 'menu', name, {
        image: '/demo/garden-vegetarian.svg',
        tags: [],
        addedUsers: [],
        addedChefPackages: packages.map((item) => item.id),
        published: true,
      })
    },
    async promotionCode(prefix, { percentOff, validUntil }) {
      const code = `${prefix}${run}`.toUpperCase().replace(/[^A-Z0-9_-]/g, '')
      codes.push(code)
      await adminDb()
        .doc(`promotionCodes/${code}`)
        .set({
          code,
          kind: 'percent',
          percentOff,
          minimumSubtotalCents: 0,
          packageIds: [],
          active: true,
          ...(validUntil === undefined ? {} : { validUntil }),
        })
      return code
    },
    ownPromotionCode(code) {
      codes.push(code)
    },
    order(orderId, paymentId) {
      paths.push(`orders/${orderId}`)
      if (paymentId) paths.push(`payments/${paymentId}`)
    },
    async cleanup() {
      const db = adminDb()
      const customerUses = await Promise.all(
        codes.map((code) => db.collection('promotionCustomerRedemptions').where('code', '==', code).get()),
      )
      await Promise.all([
        ...paths.map((path) => db.doc(path).delete()),
        ...codes.flatMap((code) => [
          db.doc(`promotionCodes/${code}`).delete(),
          db.doc(`promotionRedemptions/${code}`).delete(),
        ]),
        ...customerUses.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref.delete())),
      ])
    },
  }
}
