// The admin's orders desk: orders of this run's own (made with the admin SDK on fulfilment dates years ahead, and
// removed afterwards) are filtered by fulfilment dates, payment, state and method, found by number, e-mail and
// phone, paged with Load more under the same filters, totalled on the server and charted per week; a period that
// ends before it starts is refused next to the field.
import type { TestInfo } from '@playwright/test'
import { orderSearchKeys } from '../../src/shared/orders/order-search-keys.ts'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { oneTiramisuTotals } from './kitchen-orders.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const shot = (name: string, testInfo: TestInfo) => screenshotPath('orders-desk', name, testInfo)
const cleanup = documentsRemovedAfterAll()

interface Seed {
  state: string
  method: 'pickup' | 'delivery'
  date: string
  paidCents?: number
  refundedCents?: number
  name: string
  phone: string
}

async function seedOrder(id: string, orderNumber: number, email: string, seed: Seed) {
  cleanup.push(`orders/${id}`)
  const fulfilment = {
    method: seed.method,
    date: seed.date,
    slotId: 'lunch',
    slotStart: '12:00',
    slotEnd: '14:00',
    timeZone: 'America/New_York',
    name: seed.name,
    phone: seed.phone,
    notes: '',
    deliveryFeeCents: 0,
    ...(seed.method === 'delivery'
      ? { address: { line1: '1 Desk St', line2: '', city: 'New York', postalCode: '10011' } }
      : { pickupAddress: '48 Mercer Street' }),
  }
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      createdStamp: Date.now(),
      userId: email,
      customer_email: email,
      orderNumber,
      state: seed.state,
      statusCode: 1,
      history: [],
      cartData: [{ chefPackageId: 'pkg-tiramisu', title: 'Tiramisu', price: 85, image: '', quantity: 1 }],
      cartTotals: oneTiramisuTotals,
      orderNotes: '',
      refundedCents: seed.refundedCents ?? 0,
      ...(seed.paidCents ? { paidCents: seed.paidCents } : {}),
      fulfilment,
      searchKeys: orderSearchKeys({ orderNumber, customer_email: email, fulfilment }),
    })
}

test.describe('orders desk', () => {
  test.describe.configure({ timeout: 120_000 })

  test('filters, finds, pages, totals and charts the orders', async ({ page }, testInfo) => {
    await phoneWidth(page, testInfo)
    const year = testInfo.project.name === 'phone' ? 2034 : 2033
    const run = `${Date.now()}-${testInfo.project.name}`
    const base = 700_000 + (Date.now() % 90_000) + (testInfo.project.name === 'phone' ? 5_000 : 0)
    const day = (n: number) => `${year}-03-${String(n).padStart(2, '0')}`
    const email = (label: string) => `desk-${run}-${label}@example.com`
    // Phone numbers of this project's own (the other project runs the same test).
    const phone = (last: string) => `+1212555${testInfo.project.name === 'phone' ? '2' : '1'}${last}`
    await seedOrder(`desk-${run}-a`, base, email('a'), {
      state: 'paid',
      method: 'delivery',
      date: day(10),
      paidCents: 10_000,
      name: 'Alma Desk',
      phone: phone('101'),
    })
    await seedOrder(`desk-${run}-b`, base + 1, email('b'), {
      state: 'awaitingPayment',
      method: 'pickup',
      date: day(10),
      name: 'Bea Desk',
      phone: phone('102'),
    })
    await seedOrder(`desk-${run}-c`, base + 2, email('c'), {
      state: 'partiallyRefunded',
      method: 'pickup',
      date: day(11),
      paidCents: 5_000,
      refundedCents: 1_000,
      name: 'Cy Desk',
      phone: phone('103'),
    })
    await seedOrder(`desk-${run}-d`, base + 3, email('d'), {
      state: 'cancelled',
      method: 'delivery',
      date: day(11),
      name: 'Dot Desk',
      phone: phone('104'),
    })
    // Twelve more on a third date, to page through.
    for (let index = 0; index < 12; index += 1) {
      await seedOrder(`desk-${run}-p${index}`, base + 10 + index, email(`p${index}`), {
        state: 'confirmed',
        method: 'pickup',
        date: day(12),
        paidCents: 1_000,
        name: `Page ${index}`,
        phone: phone('199'),
      })
    }

    await signIn(page, adminAccount, `/order-management?from=${day(10)}&to=${day(11)}`)
    const totals = page.getByTestId('desk-totals')
    await expect(totals).toHaveText('4 orders · $150.00 taken · $10.00 refunded', { timeout: 60_000 })
    await expect(page.getByTestId('order-row')).toHaveCount(4)
    await expect(page.getByRole('link', { name: 'Show paid orders and revenue per week' })).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: shot('range', testInfo), fullPage: true })

    // Paid only, through the form (the filters stay in the URL).
    const filters = page.getByRole('form', { name: 'Filter orders' })
    await filters.getByLabel('Payment').selectOption('paid')
    await filters.getByRole('button', { name: 'Show orders' }).click()
    await expect(totals).toHaveText('2 orders · $150.00 taken · $10.00 refunded')
    expect(new URL(page.url()).searchParams.get('paid')).toBe('paid')

    await page.goto(`/order-management?from=${day(10)}&to=${day(11)}&method=pickup`)
    await expect(totals).toHaveText('2 orders · $50.00 taken · $10.00 refunded')
    await page.goto(`/order-management?state=cancelled&from=${day(10)}&to=${day(11)}`)
    await expect(page.getByTestId('order-row')).toHaveCount(1)
    await expect(page.getByTestId('order-row')).toContainText(`Order #${base + 3}`)

    // Found by number, e-mail and phone, without any other filter.
    const phoneTyped = `(212) 555-${testInfo.project.name === 'phone' ? '2' : '1'}103`
    for (const term of [`#${base + 2}`, email('c').toUpperCase(), phoneTyped]) {
      await page.goto(`/order-management?${new URLSearchParams({ q: term })}`)
      await expect(page.getByTestId('order-row'), term).toHaveCount(1)
      await expect(page.getByTestId('order-row')).toContainText(`Order #${base + 2}`)
    }

    // Twelve orders on one date: ten, then Load more brings the other two under the same filters.
    await page.goto(`/order-management?from=${day(12)}&to=${day(12)}`)
    await expect(totals).toHaveText('12 orders · $120.00 taken · $0.00 refunded')
    await expect(page.getByTestId('order-row')).toHaveCount(10)
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect(page.getByTestId('order-row')).toHaveCount(12)
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)

    // The weekly figures count this run's orders in the current week.
    await page.goto(`/order-management?${new URLSearchParams({ q: email('a') })}`)
    await page.getByRole('link', { name: 'Show paid orders and revenue per week' }).click()
    await expect(
      page.getByRole('heading', { name: 'Paid orders and revenue per week placed, last 12 weeks' }),
    ).toBeVisible()
    expect(new URL(page.url()).searchParams.get('q')).toBe(email('a'))
    await page.getByText('Show the figures').click()
    const weeks = page.getByRole('table', { name: 'Paid orders and revenue per week placed, last 12 weeks' })
    await expect(weeks.getByRole('row').last()).toContainText('$100.00')
    await shoot(page, { path: shot('search', testInfo), fullPage: true })

    // A period that ends before it starts is refused next to the field, with the rest kept.
    await page.goto(`/order-management?from=${day(12)}&to=${day(10)}&q=alma`)
    await expect(page.getByText('The last date is before the first.')).toBeVisible()
    await expect(filters.getByLabel(/^Search/)).toHaveValue('alma')
    await expectAccessible(page)
  })
})
