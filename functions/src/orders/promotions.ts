import { createHash } from 'node:crypto'
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore'
import {
  checkPromotion,
  describePromotion,
  normalisePromotionCode,
  promotionDiscountCents,
  redemptionCustomer,
  unknownPromotionMessage,
} from '../../../src/shared/orders/promotion-codes.ts'
import { toCents } from '../../../src/shared/money.ts'
import type { CartItem } from '../../../src/shared/schemas/order.ts'
import {
  promotionCodes,
  promotionCustomerRedemptions,
  promotionRedemptions,
  type PromotionHold,
} from '../data/collections.ts'
import type { ConditionalWrites } from '../lib/contended-writes.ts'
import { FieldProblemsError } from '../lib/errors.ts'

// Promotion codes on the server (docs/decisions/0063-promotion-codes-priced-on-the-server.md): placeOrder checks a
// code among the reads of the attempt that places the order, with the counts it read there, and holds one
// redemption with the order, written on condition that the counts are still as read. A payment turns the hold into a redemption; cancelling (or expiring) the unpaid order gives it back.

/** The form field a refusal is shown next to. */
export const promotionField = 'promotionCode'

/** What the order keeps of the code (the shared order schema's `promotion`). */
export interface PricedPromotion {
  code: string
  discountCents: number
  description: string
}

export interface PromotionFacts {
  /** The code as the customer typed it. */
  typed: string
  customer: { uid: string | null; email: string }
  /** Server-priced lines. */
  cartData: readonly CartItem[]
  now: number
}

type Checked =
  | { ok: true; priced: PricedPromotion; held: number; redeemed: number; customerId: string; mine: number }
  | { ok: false; message: string }

/** One customer's uses of one code are counted in a document of their own (the id holds no personal data). */
export function customerRedemptionId(code: string, customer: string): string {
  return createHash('sha256').update(`${code}\n${customer}`).digest('hex').slice(0, 40)
}

/** The code, upper-cased, when it can name a document; anything else is simply not a code we know. */
function codeId(typed: string): string | null {
  const code = normalisePromotionCode(typed)
  return code !== '' && code.length <= 64 && !code.includes('/') && !code.startsWith('__') ? code : null
}

type Read = <T>(ref: DocumentReference<T>) => Promise<T | undefined>

/** The code checked against the cart and the counts read through `read` (the placing attempt's, or plain reads). */
async function checkWith(db: Firestore, read: Read, facts: PromotionFacts): Promise<Checked> {
  const code = codeId(facts.typed)
  if (!code) return { ok: false, message: unknownPromotionMessage }
  const customerId = customerRedemptionId(code, redemptionCustomer(facts.customer.uid, facts.customer.email))
  const [promotion, counts, mine] = await Promise.all([
    read(promotionCodes.doc(db, code)),
    read(promotionRedemptions.doc(db, code)),
    read(promotionCustomerRedemptions.doc(db, customerId)),
  ])
  if (!promotion) return { ok: false, message: unknownPromotionMessage }
  const held = counts?.held ?? 0
  const redeemed = counts?.redeemed ?? 0
  const checked = checkPromotion(
    promotion,
    {
      now: facts.now,
      subtotalCents: facts.cartData.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0),
      packageIds: facts.cartData.map((item) => item.chefPackageId),
    },
    { total: held + redeemed, byCustomer: mine?.count ?? 0 },
  )
  if (!checked.ok) return checked
  return {
    ok: true,
    priced: {
      code,
      discountCents: promotionDiscountCents(checked.discount, facts.cartData),
      description: describePromotion(promotion),
    },
    held,
    redeemed,
    customerId,
    mine: mine?.count ?? 0,
  }
}

/** What a code would take off this cart now, or why not; nothing is held (the order review's Apply). */
export async function previewPromotion(db: Firestore, facts: PromotionFacts) {
  const checked = await checkWith(db, async (ref) => (await ref.get()).data(), facts)
  if (checked.ok) return { ...checked.priced, refusal: null }
  return {
    code: normalisePromotionCode(facts.typed),
    discountCents: 0,
    description: '',
    refusal: checked.message,
  }
}

/**
 * Among the placing attempt's reads: checks the code against the counts as they are now. A refusal throws a field
 * problem, so nothing is written. `hold()` writes the held redemption, on condition that neither count changed since
 * it was read (lib/contended-writes.ts): of several orders racing for a code's last use, one gets it.
 */
export async function checkPromotionForOrder(
  db: Firestore,
  writes: ConditionalWrites,
  facts: PromotionFacts,
): Promise<{ priced: PricedPromotion; promotionHold: PromotionHold; hold: () => void }> {
  const seen = new Map<string, DocumentSnapshot<unknown>>()
  const checked = await checkWith(
    db,
    async (ref) => {
      const snapshot = await writes.read(ref)
      seen.set(ref.path, snapshot)
      return snapshot.data()
    },
    facts,
  )
  if (!checked.ok) throw new FieldProblemsError({ [promotionField]: checked.message })
  const { code } = checked.priced
  const countsRef = promotionRedemptions.doc(db, code)
  const mineRef = promotionCustomerRedemptions.doc(db, checked.customerId)
  return {
    priced: checked.priced,
    promotionHold: { code, customerRedemptionId: checked.customerId, state: 'held' },
    hold: () => {
      writes.replace(promotionRedemptions, seen.get(countsRef.path) as DocumentSnapshot<Redemptions>, {
        id: code,
        held: checked.held + 1,
        redeemed: checked.redeemed,
      })
      writes.replace(
        promotionCustomerRedemptions,
        seen.get(mineRef.path) as DocumentSnapshot<MyRedemptions>,
        {
          id: checked.customerId,
          code,
          count: checked.mine + 1,
        },
      )
    },
  }
}

type Redemptions = ReturnType<typeof promotionRedemptions.draft>
type MyRedemptions = ReturnType<typeof promotionCustomerRedemptions.draft>

/**
 * What a change of the order does to its held redemption, written in the caller's transaction (no reads needed):
 * paid counts it as redeemed; cancelled unpaid gives it back to the code and to the customer. Returns the order's
 * new promotionHold, or null when nothing changes.
 */
export function changePromotionHold(
  db: Firestore,
  transaction: Transaction,
  current: PromotionHold | undefined,
  change: 'redeem' | 'release',
): PromotionHold | null {
  if (!current || current.state !== 'held') return null
  const counter = promotionRedemptions.doc(db, current.code)
  if (change === 'redeem') {
    transaction.update(
      counter,
      promotionRedemptions.patch({ held: FieldValue.increment(-1), redeemed: FieldValue.increment(1) }),
    )
    return { ...current, state: 'redeemed' }
  }
  transaction.update(counter, promotionRedemptions.patch({ held: FieldValue.increment(-1) }))
  transaction.update(
    promotionCustomerRedemptions.doc(db, current.customerRedemptionId),
    promotionCustomerRedemptions.patch({ count: FieldValue.increment(-1) }),
  )
  return { ...current, state: 'released' }
}
