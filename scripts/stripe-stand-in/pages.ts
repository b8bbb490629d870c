// The hosted pay page (GET /pay/:id) and its actions (POST /pay/:id/pay, /pay/:id/cancel). The customer picks a
// test payment method: a card that succeeds, a card that is declined (the page stays, with Stripe's message), or
// a bank debit that confirms or fails later. After a completed payment the browser goes to success_url at once;
// the webhooks follow in the background.
import type { ServerResponse } from 'node:http'
import { escapeHtml } from '../../src/shared/html.ts'
import { paymentChoices, payForSession, type PaymentChoice } from './checkout-payment.ts'
import type { StandInContext } from './context.ts'
import type { SessionRecord, StandInState } from './store.ts'

const money = (cents: number | null, currency: string | null) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: (currency ?? 'usd').toUpperCase() }).format(
    (cents ?? 0) / 100,
  )

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 560px; margin: 0 auto; padding: 24px 16px; }
  .note { background: #fff4d6; border: 1px solid #e5c07b; padding: 8px 12px; border-radius: 6px; font-size: 0.9rem; }
  .error { background: #fde8e8; border: 1px solid #c0392b; color: #7b1f1f; padding: 8px 12px; border-radius: 6px; }
  table { width: 100%; border-collapse: collapse; background: #fff; margin: 16px 0; }
  caption { text-align: left; font-weight: 600; padding: 8px 0; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e3e8ee; }
  td.amount, th.amount { text-align: right; }
  fieldset { border: 1px solid #e3e8ee; border-radius: 6px; background: #fff; margin: 0 0 16px; }
  fieldset label { display: block; padding: 6px 0; }
  .field { display: block; margin: 0 0 12px; }
  .field input { display: block; width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; margin-top: 4px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font-size: 1rem; padding: 12px 20px; border-radius: 6px; border: 1px solid #3c4257; cursor: pointer; min-width: 44px; min-height: 44px; }
  button.pay { background: #3a3fb8; color: #fff; border-color: #3a3fb8; }
  button.cancel { background: #fff; color: #1a1f36; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
  a { color: #3a3fb8; }`

export function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${styles}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`
}

const header = `<h1>Checkout</h1>
<p class="note">Local Stripe stand-in: no money moves. Pick a test payment method to see how the shop handles it.</p>`

function summary({ session, lineItems }: SessionRecord): string {
  const rows = lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.description ?? '')}</td><td class="amount">${item.quantity ?? 1}</td><td class="amount">${escapeHtml(money(item.amount_subtotal, item.currency))}</td></tr>`,
    )
    .join('\n')
  const discount = session.total_details?.amount_discount ?? 0
  const discountRow = discount
    ? `<tr><th scope="row" colspan="2">Discount</th><td class="amount">−${escapeHtml(money(discount, session.currency))}</td></tr>\n`
    : ''
  return `<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Qty</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>${discountRow}<tr><th scope="row" colspan="2">Total due</th><td class="amount" data-testid="amount-total">${escapeHtml(money(session.amount_total, session.currency))}</td></tr></tfoot>
</table>`
}

/** A subscription says how often it is charged after today. */
function renewalNote({ session, lineItems }: SessionRecord): string {
  const recurring = session.mode === 'subscription' ? lineItems[0]?.price?.recurring : null
  if (!recurring) return ''
  const every =
    recurring.interval_count === 1 ? recurring.interval : `${recurring.interval_count} ${recurring.interval}s`
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0)
  return `<p>Then ${escapeHtml(money(total, session.currency))} every ${escapeHtml(every)}, charged to the card you pay with.</p>\n`
}

export function payPage(
  record: SessionRecord,
  error: string | null = null,
  customerEmail: string | null = null,
): string {
  const { session } = record
  if (session.status !== 'open') {
    const back = session.cancel_url
      ? `<p><a href="${escapeHtml(session.cancel_url)}">Back to the order</a></p>`
      : ''
    return page(
      'Checkout',
      `${header}<p role="status">This checkout session is ${escapeHtml(session.status ?? 'unknown')}.</p>${back}`,
    )
  }
  const total = escapeHtml(money(session.amount_total, session.currency))
  const expires = new Date(session.expires_at * 1000).toISOString()
  // A subscription is paid by card: its later weeks are charged on the card saved now.
  const offered = Object.entries(paymentChoices).filter(
    ([value]) => session.mode !== 'subscription' || value.startsWith('card'),
  )
  const choices = offered
    .map(
      ([value, label], index) =>
        `<label><input type="radio" name="payment_method" value="${value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label>`,
    )
    .join('\n')
  const known = session.customer_email ?? customerEmail
  const email = known
    ? `<p>Receipt to <strong>${escapeHtml(known)}</strong></p>`
    : `<label class="field">E-mail <input type="email" name="email" required autocomplete="email"></label>`
  const id = escapeHtml(session.id)
  return page(
    `Pay ${total}`,
    `${header}
${error ? `<p class="error" role="alert">${escapeHtml(error)} Try another payment method.</p>` : ''}
${summary(record)}
${renewalNote(record)}<p>This session expires at <time datetime="${expires}">${escapeHtml(expires)}</time>.</p>
<form method="post" action="/pay/${id}/pay">
${email}
<label class="field">Name <input type="text" name="name" autocomplete="name" value="Test Customer"></label>
<fieldset><legend>Payment method</legend>
${choices}
</fieldset>
<div class="actions"><button class="pay" type="submit">Pay ${total}</button>
<button class="cancel" type="submit" formaction="/pay/${id}/cancel" formnovalidate>Cancel</button></div>
</form>`,
  )
}

export function sendHtml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(body)
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location })
  response.end()
}

/** A request to a hosted page, `/<page>/<id>[/<action>]`, with the form it posted. */
export interface PageRequest {
  method: string
  id: string | undefined
  action: string | undefined
  form: URLSearchParams
}

export function pageRequest(method: string, pathname: string, body: string): PageRequest {
  const [, id, action] = pathname.split('/').filter(Boolean)
  return { method, id, action, form: new URLSearchParams(body) }
}

/** The page a link to an unknown checkout or invoice shows. */
function sendLinkNotFound(response: ServerResponse, what: 'Checkout' | 'Invoice') {
  const title = `${what} not found`
  sendHtml(
    response,
    404,
    page(title, `<h1>${title}</h1><p>This ${what.toLowerCase()} link is not valid.</p>`),
  )
}

/** A hosted page of one record: an unknown id gets the not-found page, a known one goes to `handle`. */
export function recordPage<T>(
  what: 'Checkout' | 'Invoice',
  find: (state: StandInState, id: string) => T | undefined,
  handle: (ctx: StandInContext, record: T, request: PageRequest, response: ServerResponse) => void,
) {
  return (ctx: StandInContext, request: PageRequest, response: ServerResponse) => {
    const record = request.id ? find(ctx.state, request.id) : undefined
    if (record === undefined) return sendLinkNotFound(response, what)
    handle(ctx, record, request, response)
  }
}

export const handlePayPage = recordPage(
  'Checkout',
  (state, id) => state.sessions.get(id),
  (ctx, record, { method, action, form }, response) => {
    const { session } = record
    // A session made for a Customer takes the receipt address from it.
    const customer =
      typeof session.customer === 'string' ? ctx.state.customers.get(session.customer) : undefined
    const customerEmail = customer?.email ?? null
    const show = (error: string | null = null) => payPage(record, error, customerEmail)
    if (method === 'GET' && !action) return sendHtml(response, 200, show())
    if (method !== 'POST') return sendHtml(response, 405, page('Not allowed', '<h1>Not allowed</h1>'))
    // Like Stripe: leaving the page keeps the session open until it expires.
    if (action === 'cancel') return redirect(response, session.cancel_url ?? `/pay/${session.id}`)
    if (action !== 'pay') return sendHtml(response, 404, page('Not found', '<h1>Not found</h1>'))
    if (session.status !== 'open') return sendHtml(response, 409, show())
    const choice = (form.get('payment_method') ?? 'card') as PaymentChoice
    if (!(choice in paymentChoices)) return sendHtml(response, 200, show('Choose a payment method.'))
    const email = session.customer_email ?? customerEmail ?? form.get('email')?.trim() ?? ''
    if (!email) return sendHtml(response, 200, show('Enter your e-mail address.'))
    const result = payForSession(ctx, record, choice, { email, name: form.get('name')?.trim() || null })
    ctx.persist()
    if (!result.completed) return sendHtml(response, 200, show(result.error))
    ctx.log(`${session.id} completed (${choice}); redirecting to success_url`)
    redirect(response, (session.success_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id))
  },
)
