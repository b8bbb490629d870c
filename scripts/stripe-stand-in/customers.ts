// Customers and their saved cards: POST /v1/customers, GET /v1/customers/:id, GET /v1/payment_methods[/:id] and
// GET /v1/customers/:id/payment_methods. A card is saved (a PaymentMethod attached to a Customer) when a Checkout
// Session with payment_intent_data[setup_future_usage] is paid; what a later off-session charge of it does follows
// Stripe's test card numbers (testCards below).
import type Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { invalidRequest } from './errors.ts'
import { checkShape, listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { emailPattern } from './session-params.ts'
import { findIn, findReferenced, listPage, nowSeconds, randomId, type StandInState } from './store.ts'

/**
 * Stripe's test cards the hosted page offers, and what charging each one later without the customer does:
 * 0341 attaches but declines (card_declined), 3184 asks for authentication on every charge (authentication_required).
 */
export const testCards = {
  '4242': { brand: 'visa', offSession: 'succeeds' },
  '0002': { brand: 'visa', offSession: 'card_declined' },
  '0341': { brand: 'visa', offSession: 'card_declined' },
  '3184': { brand: 'visa', offSession: 'authentication_required' },
} as const
export type TestCardLast4 = keyof typeof testCards

const createShape = {
  email: 'string',
  name: 'string',
  description: 'string',
  phone: 'string',
  metadata: 'metadata',
  test_clock: 'string',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.CustomerCreateParams>

export function buildCustomer(input: {
  email: string | null
  name: string | null
  description?: string | null
  phone?: string | null
  metadata?: Record<string, string>
}): Stripe.Customer {
  return {
    id: randomId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description ?? null,
    discount: null,
    email: input.email,
    invoice_prefix: randomId('', 8).slice(1).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name,
    next_invoice_sequence: 1,
    phone: input.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  }
}

export function createCustomer(ctx: StandInContext, params: FormObject): Stripe.Customer {
  checkShape(params, createShape)
  const read = reader(params)
  const email = read.string('email')
  if (email !== null && !emailPattern.test(email)) {
    throw invalidRequest(`Invalid email address: ${email}`, { code: 'email_invalid', param: 'email' })
  }
  const customer = buildCustomer({
    email,
    name: read.string('name'),
    description: read.string('description'),
    phone: read.string('phone'),
    metadata: read.metadata('metadata'),
  })
  // A customer on a test clock lives on its time (billing-cycle.ts).
  const clock = read.string('test_clock')
  if (clock !== null) {
    customer.test_clock = findReferenced(
      ctx.state.testClocks,
      clock,
      'test_helpers.test_clock',
      'test_clock',
    ).id
  }
  ctx.state.customers.set(customer.id, customer)
  ctx.emit('customer.created', customer)
  return customer
}

/** `customer` names an existing Customer and excludes customer_email and customer_creation, as on Stripe. */
export function sessionCustomer(state: StandInState, read: ReturnType<typeof reader>) {
  const id = read.string('customer')
  if (id === null) return null
  for (const other of ['customer_email', 'customer_creation']) {
    if (read.has(other)) {
      throw invalidRequest(`You may only specify one of these parameters: customer, ${other}.`, {
        param: other,
      })
    }
  }
  return findReferenced(state.customers, id, 'customer', 'customer')
}

export function customerCreation(read: ReturnType<typeof reader>): Stripe.Checkout.Session.CustomerCreation {
  const value = read.string('customer_creation') ?? 'if_required'
  if (value !== 'always' && value !== 'if_required') {
    throw invalidRequest('Invalid customer_creation: must be one of always or if_required', {
      param: 'customer_creation',
    })
  }
  return value
}

export const findCustomer = (state: StandInState, id: string) =>
  findIn(state.customers, id, 'customer', 'customer')

export function retrieveCustomer(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.CustomerRetrieveParams>)
  return findCustomer(state, id)
}

/** The card a customer typed on the hosted page, as a PaymentMethod (not attached to anyone yet). */
export function buildCardPaymentMethod(
  last4: TestCardLast4,
  billing: { email: string | null; name: string | null },
): Stripe.PaymentMethod {
  const { brand } = testCards[last4]
  return {
    id: randomId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: 'US', line1: null, line2: null, postal_code: null, state: null },
      email: billing.email,
      name: billing.name,
      phone: null,
      tax_id: null,
    },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      fingerprint: `fp${last4}standin`,
      funding: 'credit',
      generated_from: null,
      last4,
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  }
}

/** Attaches a saved card to its customer (payment_method.attached). */
export function attachPaymentMethod(
  ctx: StandInContext,
  paymentMethod: Stripe.PaymentMethod,
  customer: Stripe.Customer,
) {
  paymentMethod.customer = customer.id
  paymentMethod.allow_redisplay = 'limited'
  ctx.emit('payment_method.attached', paymentMethod)
}

/** What charging this card off-session does, by its test number. */
export function offSessionOutcome(paymentMethod: Stripe.PaymentMethod) {
  const last4 = paymentMethod.card?.last4 as TestCardLast4 | undefined
  return last4 && last4 in testCards ? testCards[last4].offSession : 'succeeds'
}

const cardOnly = (type: string | null) => {
  if (type !== null && type !== 'card' && type !== 'us_bank_account') {
    throw invalidRequest(`Invalid type: ${type}`, { code: 'parameter_invalid_string', param: 'type' })
  }
  return type
}

export function listPaymentMethods(state: StandInState, params: FormObject) {
  checkShape(params, {
    ...listShape,
    allow_redisplay: 'string',
    customer: 'string',
    customer_account: 'string',
    type: 'string',
  } satisfies ShapeOf<Stripe.PaymentMethodListParams>)
  const read = reader(params)
  const customer = read.string('customer')
  if (customer) findIn(state.customers, customer, 'customer', 'customer')
  const type = cardOnly(read.string('type'))
  const matches = (method: Stripe.PaymentMethod) =>
    (!customer || method.customer === customer) && (!type || method.type === type)
  return listPage([...state.paymentMethods.values()].filter(matches), params, '/v1/payment_methods')
}

export function listCustomerPaymentMethods(state: StandInState, id: string, params: FormObject) {
  checkShape(params, {
    ...listShape,
    allow_redisplay: 'string',
    type: 'string',
  } satisfies ShapeOf<Stripe.CustomerListPaymentMethodsParams>)
  findCustomer(state, id)
  const type = cardOnly(reader(params).string('type'))
  const matches = (method: Stripe.PaymentMethod) => method.customer === id && (!type || method.type === type)
  return listPage(
    [...state.paymentMethods.values()].filter(matches),
    params,
    `/v1/customers/${id}/payment_methods`,
  )
}

export function retrievePaymentMethod(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.PaymentMethodRetrieveParams>)
  return findIn(state.paymentMethods, id, 'payment_method', 'payment_method')
}
