import type { Page } from '@playwright/test'
import type { DocumentData, Query } from 'firebase-admin/firestore'
import { adminDb, eventually } from '../support/admin.ts'
import { expect } from './fixtures.ts'

/**
 * Pays on the Stripe stand-in's page, waits for the thank-you page, and returns the one order `query` finds once the
 * webhook has recorded it paid. `keep` is told its id first, so the spec removes it afterwards even when the payment
 * is never recorded.
 */
export async function payAndFindTheOrder(
  page: Page,
  query: Query,
  keep: (orderId: string) => void,
): Promise<{ orderId: string; order: DocumentData }> {
  await page.getByRole('button', { name: /^Pay/ }).click()
  // The first payment of a run waits for the stand-in and a cold webhook function.
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
    timeout: 60_000,
  })
  const found = await query.get()
  expect(found.size).toBe(1)
  const orderId = found.docs[0]!.id
  keep(orderId)
  const order = await eventually('the webhook records the payment', async () => {
    const data = (await adminDb().doc(`orders/${orderId}`).get()).data()
    return data?.['state'] === 'paid' ? data : undefined
  })
  return { orderId, order }
}
