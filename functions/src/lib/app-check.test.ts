import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The functions read ENFORCE_APP_CHECK when they start, as Cloud Functions does from functions/.env.<project-id>.
process.env['ENFORCE_APP_CHECK'] = 'true'
process.env['GCLOUD_PROJECT'] ??= 'demo-saffron-table'
const functions = await import('../index.ts')

const protectedCallables = {
  placeOrderCallable: { cartData: [{ chefPackageId: 'pkg', quantity: 1 }] },
  sendPasswordResetMailCallable: { email: 'someone@example.com' },
  submitTestimonialCallable: { name: 'A', email: 'a@example.com', testimony: 'Lovely' },
  previewPromotionCodeCallable: { cartData: [{ chefPackageId: 'pkg', quantity: 1 }], code: 'TEN' },
  fulfilmentOptionsCallable: { cartData: [{ chefPackageId: 'pkg', quantity: 1 }] },
  packagesAvailableOnCallable: { date: '2026-12-24', packageIds: ['pkg'] },
  serviceAreaQuoteCallable: { method: 'chefAtHome', postalCode: '10001' },
} as const

let baseUrl = ''
let close: () => void = () => {}
beforeAll(async () => {
  const app = express()
  app.use(express.json())
  for (const name of Object.keys(protectedCallables) as (keyof typeof protectedCallables)[]) {
    // The callable reads only the parsed body and headers; Cloud Functions' request type adds rawBody.
    app.post(
      `/${name}`,
      (request, response) =>
        void functions[name](Object.assign(request, { rawBody: Buffer.from('') }), response),
    )
  }
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

describe('App Check switched on', () => {
  it.each(Object.entries(protectedCallables))(
    '%s refuses a call without an App Check token before doing anything',
    async (name, data) => {
      const response = await fetch(`${baseUrl}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
      })
    },
  )
})
