import type { Firestore } from 'firebase-admin/firestore'
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https'
import { logger } from 'firebase-functions'
import type { z } from 'zod'
import {
  listPromotionCodesCallable,
  previewPromotionCodeCallable,
  savePromotionCodeCallable,
  type CallableOutput,
  type PromotionCodeRow,
} from '../../../src/shared/callables.ts'
import type { PromotionInput } from '../../../src/shared/orders/promotion-codes.ts'
import { promotionFromInput } from '../../../src/shared/orders/promotion-dates.ts'
import { promotionCodes, promotionRedemptions } from '../data/collections.ts'
import { db } from '../lib/admin.ts'
import { abuseProtectedCall } from '../lib/app-check.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import { clientIp, consumeLimits, hourlyLimit } from '../lib/rate-limit.ts'
import { customerEmailFor } from '../orders/new-order.ts'
import { loadPackages, loadSchedule } from '../orders/place-order.ts'
import { priceCart } from '../orders/price-cart.ts'
import { previewPromotion } from '../orders/promotions.ts'

// Promotion codes: the admin's list and editor (server only, like the fulfilment schedule: customers never read a
// code) and the order review's Apply, which says what a code takes off the cart or why it does not apply.

/** Where dates are read when the business has no schedule yet. */
export const fallbackTimeZone = 'America/New_York'

async function businessTimeZone(database: Firestore): Promise<string> {
  return (await loadSchedule(database))?.timeZone ?? fallbackTimeZone
}

export async function listPromotionCodes(
  database: Firestore,
): Promise<CallableOutput<typeof listPromotionCodesCallable>> {
  const [timeZone, stored, counts] = await Promise.all([
    businessTimeZone(database),
    promotionCodes.collection(database).get(),
    promotionRedemptions.collection(database).get(),
  ])
  const countsByCode = new Map(counts.docs.map((doc) => [doc.id, doc.data()]))
  const codes: PromotionCodeRow[] = stored.docs
    .map((doc) => {
      const count = countsByCode.get(doc.id)
      return { ...doc.data(), held: count?.held ?? 0, redeemed: count?.redeemed ?? 0 }
    })
    .sort((a, b) => a.id.localeCompare(b.id))
  return { timeZone, codes }
}

export async function savePromotionCode(
  database: Firestore,
  input: PromotionInput,
): Promise<{ code: string }> {
  const read = promotionFromInput(input, await businessTimeZone(database))
  if (!read.success) throw new FieldProblemsError(read.fields)
  const { promotion } = read
  const ref = promotionCodes.doc(database, promotion.code)
  const now = Date.now()
  await database.runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data()
    if (input.isNew && existing) {
      // Codes are compared upper-cased, so "summer10" and "SUMMER10" are one code.
      throw new FieldProblemsError({ code: `The code ${promotion.code} exists already. Choose another.` })
    }
    if (!input.isNew && !existing) throw new FieldProblemsError({ code: 'This code no longer exists.' })
    transaction.set(ref, {
      ...promotion,
      id: promotion.code,
      ...(existing?.createdStamp !== undefined
        ? { createdStamp: existing.createdStamp, createdIso: existing.createdIso }
        : { createdStamp: now, createdIso: new Date(now).toISOString() }),
      ...(existing ? { updateStamp: now, updateIso: new Date(now).toISOString() } : {}),
    })
  })
  logger.info('promotion code saved', { code: promotion.code, isNew: input.isNew })
  return { code: promotion.code }
}

/** Per network and hour: a customer tries a few codes; a script cannot try the dictionary. */
export const previewLimit = hourlyLimit('promotion-preview-ip', 60)

export const previewRateLimitedMessage =
  'You tried many codes in a short time. Please wait a while and try again.'

export async function previewPromotionCode(
  database: Firestore,
  data: z.output<typeof previewPromotionCodeCallable.input>,
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
): Promise<CallableOutput<typeof previewPromotionCodeCallable>> {
  const ip = request.rawRequest ? clientIp(request.rawRequest) : 'unknown'
  const exceeded = await database.runTransaction((transaction) =>
    consumeLimits(database, transaction, [{ limit: previewLimit, value: ip }], Date.now()),
  )
  if (exceeded.length > 0) throw new HttpsError('resource-exhausted', previewRateLimitedMessage)
  const uid = request.auth?.uid ?? null
  // A guest's per-customer count is their e-mail's; before they typed one, only the other limits are checked.
  const given = data.customer_email?.trim() ?? ''
  const email = uid || given !== '' ? customerEmailFor(given || undefined, request.auth) : ''
  const packages = await loadPackages(database, [...new Set(data.cartData.map((item) => item.chefPackageId))])
  const { cartData } = priceCart(data.cartData, packages, {
    uid,
    isAdmin: request.auth?.token['admin'] === true,
  })
  return previewPromotion(database, {
    typed: data.code,
    customer: { uid, email },
    cartData,
    now: Date.now(),
  })
}

export const listPromotionCodesCallableFn = validatedOnCall(
  listPromotionCodesCallable,
  () => listPromotionCodes(db()),
  { access: 'admin' },
)

export const savePromotionCodeCallableFn = validatedOnCall(
  savePromotionCodeCallable,
  (data) => savePromotionCode(db(), data),
  { access: 'admin' },
)

export const previewPromotionCodeCallableFn = validatedOnCall(
  previewPromotionCodeCallable,
  (data, request) => previewPromotionCode(db(), data, request),
  { access: 'public', ...abuseProtectedCall },
)
