// placeOrder prices a per-guest package and its options from the stored package: whatever amounts, labels or options
// the request makes up, the order holds the stored ones, and an order whose guests or options do not fit the package
// is refused next to the field, with nothing written.
import { afterAll, describe, expect, it } from 'vitest'
import { optionField } from '../../functions/src/orders/new-order.ts'
import { mainCourseChoice } from '../../src/shared/schemas/package-options.fixture.ts'
import { adminDb } from '../support/admin.ts'
import { callCallable } from '../support/auth-emulator.ts'
import { fileChoice, placeGuestOrder, removeTestData, storeDinnerPackage } from '../support/factories.ts'
import { testFile } from '../support/test-files.ts'

const file = testFile(import.meta.url)
const packageId = `pkg-${file.tag}-${file.run}`

afterAll(removeTestData)

async function storeDinner(): Promise<void> {
  await storeDinnerPackage(packageId, {
    title: 'Test Dinner',
    optionGroups: [
      mainCourseChoice(2),
      {
        kind: 'chooseAny',
        id: 'extras',
        label: 'Add-ons',
        choices: [{ id: 'cheese', label: 'Cheese', price: 8 }],
      },
      { kind: 'text', id: 'message', label: 'Message on the cake', maxLength: 40, price: 0 },
    ],
  })
}

const ordersFrom = async (email: string) =>
  (await adminDb().collection('orders').where('customer_email', '==', email).get()).size

describe('per-guest prices and options at placeOrder', () => {
  it('prices the line from the stored package whatever amounts and labels the request names', async () => {
    await storeDinner()
    const forgedLine = {
      chefPackageId: packageId,
      quantity: 1,
      price: 1,
      title: 'Free dinner',
      options: [
        { groupId: 'main', choiceIds: ['beef'], price: -2, label: 'Cheap' },
        { groupId: 'extras', choiceIds: ['cheese'], price: 0 },
        { groupId: 'message', text: 'Happy holidays' },
      ],
    }
    const placed = await placeGuestOrder(file, 'forged', {
      cartData: [forgedLine],
      fulfilment: { guests: 8 },
      fields: { cartTotals: { total: 1 } },
    })
    const order = (await adminDb().doc(`orders/${placed.orderId}`).get()).data()!
    expect(order['cartData']).toEqual([
      {
        chefPackageId: packageId,
        title: 'Test Dinner',
        price: 600,
        image: '',
        quantity: 1,
        guests: 8,
        options: [
          { label: 'Main', choice: 'Beef', price: 16 },
          { label: 'Add-ons', choice: 'Cheese', price: 64 },
          { label: 'Message on the cake', choice: 'Happy holidays', price: 0 },
        ],
      },
    ])
    expect(order['cartTotals']).toMatchObject({ subTotal: 600, total: 630 })
    expect(order['fulfilment']).toMatchObject({ guests: 8 })
  }, 60_000)

  it.each([
    [
      'guests above the package range',
      21,
      [{ groupId: 'main', choiceIds: ['fish'] }],
      { 'fulfilment.guests': 'Test Dinner is for at most 20 guests.' },
    ],
    [
      'a choice the package does not offer',
      8,
      [{ groupId: 'main', choiceIds: ['lobster'] }],
      { [optionField(packageId, 'main')]: 'Test Dinner: That Main is not on offer.' },
    ],
    [
      'a missing required choice',
      8,
      [],
      { [optionField(packageId, 'main')]: 'Test Dinner: Please choose a Main.' },
    ],
    [
      'a message over its length',
      8,
      [
        { groupId: 'main', choiceIds: ['fish'] },
        { groupId: 'message', text: 'x'.repeat(41) },
      ],
      {
        [optionField(packageId, 'message')]:
          'Test Dinner: Please keep the Message on the cake to 40 characters.',
      },
    ],
  ])(
    'refuses %s next to its field and writes nothing',
    async (_case, guests, options, fields) => {
      await storeDinner()
      const email = file.email(`refused-${guests}-${options.length}`)
      const reply = await callCallable(
        'placeOrderCallable',
        {
          cartData: [{ chefPackageId: packageId, quantity: 1, options }],
          customer_email: email,
          fulfilment: fileChoice(file, { guests }),
        },
        undefined,
        file.network,
      )
      expect(reply.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields } })
      expect(await ordersFrom(email)).toBe(0)
    },
    60_000,
  )
})
