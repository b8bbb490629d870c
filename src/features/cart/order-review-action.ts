import { redirect, type ActionFunctionArgs } from 'react-router'
import { z } from 'zod/mini'
import { readCart, type CartItem } from '../../lib/cart/cart.ts'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import { priceLine, type PricedPackage } from '../../shared/orders/package-pricing.ts'
import { callOrdering } from '../../lib/cart/ordering-calls.ts'
import { orderRequestKey, rememberPlacedOrder } from '../../lib/cart/placed-orders.ts'
import { readDietaryChoice } from '../../lib/forms/dietary-form.ts'
import { intentOf, unknownIntent } from '../../lib/forms/form-intent.ts'
import { parseFormData, textField } from '../../lib/forms/parse-form-data.ts'
import { callFunction, type CallFailure, type CallResult } from '../../lib/functions/call-function.ts'
import { optionalUser } from '../../lib/route-user.ts'
import type { SessionUser } from '../../lib/session.ts'
import { failed, submittedValues, succeeded, type ActionFailure } from '../../shared/action-result.ts'
import {
  placeOrderCallable,
  previewPromotionCodeCallable,
  type CallableInput,
  type CallableOutput,
} from '../../shared/callables.ts'
import { isValidCustomerEmail } from '../../shared/email-pattern.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import { cartCents } from '../../shared/money.ts'
import { belowMinimumChargeMessage, minimumChargeCents } from '../../shared/orders/promotion-codes.ts'
import { applyCodeIntent, placeOrderIntent } from './enter-key.ts'
import { hasFulfilmentFields, readFulfilmentChoice } from './fulfilment-form.ts'

// The order review's action (/order-review, /order-payment). The page's one form has two buttons: Apply asks the
// server what a promotion code takes off this cart; To Payment places the order and opens Stripe's checkout. Each
// is a short sequence of the steps below.

type Values = Record<string, string>

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const values = submittedValues(form)
  // To Payment is the form's default: a submit without a button (Enter is kept from it) places the order.
  const intent = form.has('intent') ? intentOf(form, [applyCodeIntent, placeOrderIntent]) : placeOrderIntent
  switch (intent) {
    case applyCodeIntent:
      return applyCode(form, values)
    case placeOrderIntent:
      return placeOrder(form, values, await optionalUser(context))
    default:
      return unknownIntent(values)
  }
}

/** The review form's own fields (the fulfilment and dietary sections have their readers). */
export const reviewForm = z.object({
  customer_email: textField(),
  promotionCode: textField(),
  orderNotes: z.prefault(z.string(), ''),
  deliveryFeeEstimate: textField(),
})

/** A code the server accepted for this cart (Apply), shown as a discount line until the order is placed. */
export interface AppliedCode {
  intent: typeof applyCodeIntent
  code: string
  discountCents: number
  description: string
}

/**
 * Apply: asks the server what the code takes off this cart (or why it does not apply). Nothing is held: placing
 * the order checks the code again. The estimate includes the delivery fee the page shows.
 */
async function applyCode(form: FormData, values: Values) {
  const parsed = parseFormData(form, reviewForm)
  if (!parsed.ok) return parsed
  const { promotionCode: code, customer_email: email, deliveryFeeEstimate } = parsed.data
  if (code === '') return failed({ fieldErrors: { promotionCode: 'Please enter a code.' } }, values)
  const cart = readCart()
  if (cart.length === 0) return failed({ formError: 'Your cart is empty.' }, values)
  const preview = await callFunction(previewPromotionCodeCallable, {
    cartData: cartDataOf(cart),
    code,
    ...(isValidCustomerEmail(email) ? { customer_email: email } : {}),
  })
  return codeAnswer(preview, cart, Number(deliveryFeeEstimate) || 0, values)
}

/** The server's word on a code as the page shows it: the discount, or why not by the code field. */
export function codeAnswer(
  preview: CallResult<CallableOutput<typeof previewPromotionCodeCallable>>,
  cart: readonly CartItem[],
  deliveryFeeCents: number,
  values: Values,
) {
  const refuse = (message: string) => failed({ fieldErrors: { promotionCode: message } }, values)
  if (!preview.ok) return refuse(preview.formError ?? 'We could not check this code.')
  const { code, discountCents, description, refusal } = preview.data
  if (refusal !== null) return refuse(refusal)
  if (cartCents(cart, discountCents).total + deliveryFeeCents < minimumChargeCents)
    return refuse(belowMinimumChargeMessage)
  const applied: AppliedCode = { intent: applyCodeIntent, code, discountCents, description }
  return succeeded(applied, `Code ${code} applied: ${description}.`)
}

/** To Payment: check the form, place the order on the server, then open its checkout. */
async function placeOrder(form: FormData, values: Values, user: SessionUser | null) {
  const cart = readCart()
  const checked = checkOrder(form, values, cart, user)
  if (!checked.ok) return checked
  const refusedOptions = checkOptions(cart, await readCartPackages(cart), values)
  if (refusedOptions) return refusedOptions
  const placed = await submitOrder(checked.order, user)
  if (!placed.ok) return placeFailure(placed, values)
  return openCheckout(placed.data)
}

type OrderInput = Omit<CallableInput<typeof placeOrderCallable>, 'requestKey'>

/** The order as placeOrder takes it, or what the page asks for first (a guest's e-mail, a cart, the fulfilment). */
export function checkOrder(
  form: FormData,
  values: Values,
  cart: readonly CartItem[],
  user: SessionUser | null,
): { ok: true; order: OrderInput } | ActionFailure {
  const parsed = parseFormData(form, reviewForm)
  if (!parsed.ok) return parsed
  const { customer_email: email, promotionCode, orderNotes } = parsed.data
  if (!user && !isValidCustomerEmail(email)) {
    const customerEmail = 'Enter a valid e-mail address, for example name@example.com.'
    return failed({ fieldErrors: { customer_email: customerEmail } }, values)
  }
  if (cart.length === 0) return failed({ formError: 'Your cart is empty.' }, values)
  const fulfilment = hasFulfilmentFields(form) ? readFulfilmentChoice(form, values) : null
  if (fulfilment && !fulfilment.ok) return fulfilment.failure
  const dietary = readDietaryChoice(form)
  return {
    ok: true,
    order: {
      cartData: cartDataOf(cart),
      // The Functions SDK sends undefined as null: leave the keys out when there is nothing to send.
      ...(email ? { customer_email: email } : {}),
      ...(fulfilment ? { fulfilment: fulfilment.choice } : {}),
      ...(promotionCode ? { promotionCode } : {}),
      ...(dietary ? { dietary } : {}),
      orderNotes,
    },
  }
}

/** Places the order; the same submission again (a double click, a retry, another tab) gets the order already placed. */
async function submitOrder(order: OrderInput, user: SessionUser | null) {
  const requestKey = await orderRequestKey({ ...order, user: user?.uid ?? null })
  return callOrdering(placeOrderCallable, { ...order, requestKey })
}

/** A refusal to place the order, said where the page shows it: by its fields, else for the whole form. */
export function placeFailure(result: CallFailure, values: Values): ActionFailure {
  // A refusal the page explains (a bad field, a full time, too many orders, too many at once) is expected;
  // anything else is not.
  const expected = ['invalid-argument', 'failed-precondition', 'resource-exhausted', 'unavailable'].includes(
    result.code,
  )
  ;(expected ? console.warn : console.error)('order review: placing the order failed', { code: result.code })
  const fieldErrors: FieldErrors = {}
  if (result.fieldErrors['customer_email'])
    fieldErrors['customer_email'] = result.fieldErrors['customer_email']
  if (result.fieldErrors['orderNotes']) fieldErrors['orderNotes'] = result.fieldErrors['orderNotes']
  // A code past its limit, expired, or no longer applying: the reason goes next to the code.
  if (result.fieldErrors['promotionCode']) fieldErrors['promotionCode'] = result.fieldErrors['promotionCode']
  // The choice's messages go next to their fields (a full time, an unknown postal code, a bad phone), and so
  // do an allergen warning the customer did not confirm and a line's refused option.
  for (const [field, message] of Object.entries(result.fieldErrors)) {
    if (field.startsWith('fulfilment.') || field.startsWith('dietary.') || field.startsWith('options.')) {
      fieldErrors[field] = message
    }
  }
  const otherFields = Object.keys(result.fieldErrors).filter((field) => !(field in fieldErrors))
  const formError =
    result.formError ?? (otherFields.length > 0 ? 'Some items in your cart are not valid.' : undefined)
  return failed(formError === undefined ? { fieldErrors } : { fieldErrors, formError }, values)
}

/** Stripe's checkout for the placed order, or its status page when Stripe did not answer (it offers a new link). */
export function openCheckout(placed: CallableOutput<typeof placeOrderCallable>): Response {
  // The cart stays until the order is paid: leaving the payment page keeps it (placed-orders.ts).
  rememberPlacedOrder(placed.orderId)
  if (placed.checkoutUrl) return redirect(placed.checkoutUrl)
  return redirect(
    `/order-status/${encodeURIComponent(placed.orderId)}?${new URLSearchParams({ token: placed.token })}`,
  )
}

const cartDataOf = (cart: readonly CartItem[]) =>
  cart.map(({ chefPackageId, quantity, chosen }) => ({
    chefPackageId,
    quantity,
    ...(chosen && chosen.length > 0 ? { options: chosen } : {}),
  }))

/** The field a line's option group is refused on, by the page and by the server. */
export const optionField = (chefPackageId: string, groupId: string) => `options.${chefPackageId}.${groupId}`

/**
 * The page's own check of the options before placing: a required choice missing or a text too long is said by its
 * line's field. Packages that could not be read are left to the server, which refuses them.
 */
export function checkOptions(
  cart: readonly CartItem[],
  packages: ReadonlyMap<string, PricedPackage | null>,
  values: Values,
): ActionFailure | null {
  const fieldErrors: FieldErrors = {}
  for (const item of cart) {
    const chefPackage = packages.get(item.chefPackageId)
    if (!chefPackage) continue
    const { problems } = priceLine(chefPackage, {
      guests: chefPackage.minGuests ?? 1,
      options: item.chosen ?? [],
    })
    for (const problem of problems) {
      if (problem.field === 'option')
        fieldErrors[optionField(item.chefPackageId, problem.groupId)] = problem.message
    }
  }
  if (Object.keys(fieldErrors).length === 0) return null
  return failed({ fieldErrors, formError: 'Please complete the choices marked in your cart.' }, values)
}

async function readCartPackages(cart: readonly CartItem[]): Promise<Map<string, PricedPackage | null>> {
  const ids = [...new Set(cart.map((item) => item.chefPackageId))]
  const read = await Promise.all(ids.map((id) => orNullWhenDenied(chefPackages.get(id))))
  return new Map(ids.map((id, index) => [id, read[index] ?? null]))
}
