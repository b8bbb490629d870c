// The API routes of recurring billing (catalogue, subscriptions, invoices, test clocks), added to router.ts's.
import {
  createPrice,
  createProduct,
  listPrices,
  listProducts,
  retrievePrice,
  retrieveProduct,
} from './catalog.ts'
import type { StandInContext } from './context.ts'
import { listInvoicePayments, listInvoices, retrieveInvoice, retrieveInvoicePayment } from './invoices.ts'
import {
  cancelSubscription,
  listSubscriptions,
  retrieveSubscription,
  updateSubscription,
} from './subscriptions.ts'
import type { FormObject } from './params.ts'
import { advanceTestClock, createTestClock, listTestClocks, retrieveTestClock } from './test-clocks.ts'

type Handler = (ctx: StandInContext, params: FormObject, id: string) => unknown

export const billingRoutes: Array<[method: string, path: string, handler: Handler]> = [
  ['POST', '/v1/products', (ctx, params) => createProduct(ctx, params)],
  ['GET', '/v1/products', (ctx, params) => listProducts(ctx.state, params)],
  ['GET', '/v1/products/:id', (ctx, params, id) => retrieveProduct(ctx.state, id, params)],
  ['POST', '/v1/prices', (ctx, params) => createPrice(ctx, params)],
  ['GET', '/v1/prices', (ctx, params) => listPrices(ctx.state, params)],
  ['GET', '/v1/prices/:id', (ctx, params, id) => retrievePrice(ctx.state, id, params)],
  ['GET', '/v1/subscriptions', (ctx, params) => listSubscriptions(ctx.state, params)],
  ['GET', '/v1/subscriptions/:id', (ctx, params, id) => retrieveSubscription(ctx.state, id, params)],
  ['POST', '/v1/subscriptions/:id', (ctx, params, id) => updateSubscription(ctx, id, params)],
  ['DELETE', '/v1/subscriptions/:id', (ctx, params, id) => cancelSubscription(ctx, id, params)],
  ['GET', '/v1/invoices', (ctx, params) => listInvoices(ctx.state, params)],
  ['GET', '/v1/invoices/:id', (ctx, params, id) => retrieveInvoice(ctx.state, id, params)],
  ['GET', '/v1/invoice_payments', (ctx, params) => listInvoicePayments(ctx.state, params)],
  ['GET', '/v1/invoice_payments/:id', (ctx, params, id) => retrieveInvoicePayment(ctx.state, id, params)],
  ['POST', '/v1/test_helpers/test_clocks', (ctx, params) => createTestClock(ctx, params)],
  ['GET', '/v1/test_helpers/test_clocks', (ctx, params) => listTestClocks(ctx.state, params)],
  ['GET', '/v1/test_helpers/test_clocks/:id', (ctx, params, id) => retrieveTestClock(ctx.state, id, params)],
  [
    'POST',
    '/v1/test_helpers/test_clocks/:id/advance',
    (ctx, params, id) => advanceTestClock(ctx, id, params),
  ],
]
