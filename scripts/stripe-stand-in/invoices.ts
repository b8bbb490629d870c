// Invoices: GET /v1/invoices[/:id] (list by subscription, customer or status; expand[]=payments), GET
// /v1/invoice_payments[/:id] (an invoice's PaymentIntent, to refund a week), and the hosted invoice page
// (GET /invoice/:id, POST /invoice/:id/pay) an invoice's hosted_invoice_url points to. There the customer pays an
// open invoice whose renewal charge failed with another test card: the card is attached to the customer and becomes
// the subscription's default (Checkout subscriptions save cards on_subscription), invoice.paid follows and a
// past_due subscription is active again.
import type Stripe from 'stripe'
import { escapeHtml } from '../../src/shared/html.ts'
import { collectInvoice, subscriptionNow } from './billing-cycle.ts'
import { paymentChoices, type PaymentChoice } from './checkout-payment.ts'
import type { StandInContext } from './context.ts'
import { attachPaymentMethod, buildCardPaymentMethod, type TestCardLast4 } from './customers.ts'
import { invalidRequest } from './errors.ts'
import { page, recordPage, sendHtml } from './pages.ts'
import { checkExpand } from './session-params.ts'
import { checkShape, listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { findIn, findReferenced, listPage, type StandInState } from './store.ts'

const statuses = ['draft', 'open', 'paid', 'uncollectible', 'void']

export const findInvoice = (state: StandInState, id: string) =>
  findIn(state.invoices, id, 'invoice', 'invoice')

const paymentsOf = (state: StandInState, invoiceId: string) =>
  [...state.invoicePayments.values()].filter((payment) => payment.invoice === invoiceId)

/** The invoice as the API answers it: `customer` expands, and `payments` is included only when asked for. */
function invoiceBody(state: StandInState, invoice: Stripe.Invoice, expand: string[], prefix = '') {
  checkExpand(expand, [`${prefix}customer`, `${prefix}payments`])
  const body: Stripe.Invoice = { ...invoice }
  const customer = typeof invoice.customer === 'string' ? state.customers.get(invoice.customer) : undefined
  if (expand.includes(`${prefix}customer`) && customer) body.customer = customer
  if (expand.includes(`${prefix}payments`)) {
    const data = paymentsOf(state, invoice.id)
    body.payments = {
      object: 'list',
      data,
      has_more: false,
      url: `/v1/invoice_payments?invoice=${invoice.id}`,
    }
  }
  return body
}

export function listInvoicePayments(state: StandInState, params: FormObject) {
  checkShape(params, {
    ...listShape,
    invoice: 'string',
    status: 'string',
  } satisfies ShapeOf<Stripe.InvoicePaymentListParams>)
  const read = reader(params)
  const invoice = read.string('invoice')
  const status = read.string('status')
  if (invoice) findReferenced(state.invoices, invoice, 'invoice', 'invoice')
  const matches = (payment: Stripe.InvoicePayment) =>
    (!invoice || payment.invoice === invoice) && (!status || payment.status === status)
  return listPage([...state.invoicePayments.values()].filter(matches), params, '/v1/invoice_payments')
}

export function retrieveInvoicePayment(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.InvoicePaymentRetrieveParams>)
  return findIn(state.invoicePayments, id, 'invoice_payment', 'invoice_payment')
}

export function retrieveInvoice(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.InvoiceRetrieveParams>)
  return invoiceBody(state, findInvoice(state, id), reader(params).strings('expand'))
}

export const subscriptionOfInvoice = (invoice: Stripe.Invoice) => {
  const value = invoice.parent?.subscription_details?.subscription ?? null
  return typeof value === 'string' ? value : (value?.id ?? null)
}

export function listInvoices(state: StandInState, params: FormObject) {
  checkShape(params, {
    ...listShape,
    customer: 'string',
    subscription: 'string',
    status: 'string',
  } satisfies ShapeOf<Stripe.InvoiceListParams>)
  const read = reader(params)
  const customer = read.string('customer')
  const subscription = read.string('subscription')
  const status = read.string('status')
  if (status !== null && !statuses.includes(status)) {
    throw invalidRequest(`Invalid status: must be one of ${statuses.join(', ')}`, { param: 'status' })
  }
  if (customer) findReferenced(state.customers, customer, 'customer', 'customer')
  if (subscription) findReferenced(state.subscriptions, subscription, 'subscription', 'subscription')
  const matches = (invoice: Stripe.Invoice) =>
    (!customer || invoice.customer === customer) &&
    (!subscription || subscriptionOfInvoice(invoice) === subscription) &&
    (!status || invoice.status === status)
  const page = listPage([...state.invoices.values()].filter(matches), params, '/v1/invoices')
  return {
    ...page,
    data: page.data.map((invoice) => invoiceBody(state, invoice, read.strings('expand'), 'data.')),
  }
}

// The hosted invoice page offers the cards a customer may try; each label says what it does.
const invoiceCards: Partial<Record<PaymentChoice, TestCardLast4>> = {
  card: '4242',
  card_declined: '0002',
  card_declines_later: '0341',
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/** The dates the invoice pays for (its lines' period). */
function period(invoice: Stripe.Invoice) {
  const line = invoice.lines.data[0]
  return line
    ? `<p>For ${escapeHtml(day(line.period.start))} to ${escapeHtml(day(line.period.end))}.</p>`
    : ''
}

function invoicePage(invoice: Stripe.Invoice, error: string | null = null): string {
  const amount = escapeHtml(money(invoice.amount_remaining, invoice.currency))
  const header = `<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
<p class="note">Local Stripe stand-in: no money moves.</p>`
  if (invoice.status !== 'open') {
    return page(
      'Invoice',
      `${header}<p role="status">This invoice is ${escapeHtml(invoice.status ?? 'unknown')}.</p>`,
    )
  }
  const rows = invoice.lines.data
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description ?? '')}</td><td class="amount">${escapeHtml(money(line.amount, line.currency))}</td></tr>`,
    )
    .join('\n')
  const choices = Object.entries(invoiceCards)
    .map(
      ([value], index) =>
        `<label><input type="radio" name="payment_method" value="${value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(paymentChoices[value as PaymentChoice])}</label>`,
    )
    .join('\n')
  return page(
    `Pay ${amount}`,
    `${header}
${error ? `<p class="error" role="alert">${escapeHtml(error)} Try another card.</p>` : ''}
<table>
<caption>Invoice summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Amount due</th><td class="amount" data-testid="amount-due">${amount}</td></tr></tfoot>
</table>
${period(invoice)}
<form method="post" action="/invoice/${escapeHtml(invoice.id)}/pay">
<fieldset><legend>Card</legend>
${choices}
</fieldset>
<div class="actions"><button class="pay" type="submit">Pay ${amount}</button></div>
</form>`,
  )
}

/** Pays an open invoice on its hosted page with the chosen test card. */
export function payInvoice(
  ctx: StandInContext,
  invoice: Stripe.Invoice,
  last4: TestCardLast4,
): string | null {
  const subscriptionId = subscriptionOfInvoice(invoice)
  const subscription = subscriptionId ? ctx.state.subscriptions.get(subscriptionId) : undefined
  const customer = ctx.state.customers.get(String(invoice.customer))
  if (!subscription || !customer) return 'This invoice cannot be paid here.'
  const card = buildCardPaymentMethod(last4, { email: customer.email ?? null, name: customer.name ?? null })
  ctx.state.paymentMethods.set(card.id, card)
  const paid = collectInvoice(ctx, invoice, subscription, card, {
    onSession: true,
    at: subscriptionNow(ctx.state, subscription),
  })
  if (!paid) return 'Your card was declined.'
  attachPaymentMethod(ctx, card, customer)
  if (subscription.status !== 'canceled') {
    const previous = { default_payment_method: subscription.default_payment_method }
    subscription.default_payment_method = card.id
    ctx.emit('customer.subscription.updated', subscription, previous)
  }
  return null
}

export const handleInvoicePage = recordPage(
  'Invoice',
  (state, id) => state.invoices.get(id),
  (ctx, invoice, { method, action, form }, response) => {
    if (method === 'GET' && !action) return sendHtml(response, 200, invoicePage(invoice))
    if (method !== 'POST' || action !== 'pay')
      return sendHtml(response, 404, page('Not found', '<h1>Not found</h1>'))
    if (invoice.status !== 'open') return sendHtml(response, 409, invoicePage(invoice))
    const last4 = invoiceCards[(form.get('payment_method') ?? 'card') as PaymentChoice]
    if (!last4) return sendHtml(response, 200, invoicePage(invoice, 'Choose a card.'))
    const error = payInvoice(ctx, invoice, last4)
    ctx.persist()
    sendHtml(response, 200, invoicePage(invoice, error))
  },
)
