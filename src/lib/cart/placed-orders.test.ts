import { beforeEach, describe, expect, it } from 'vitest'
import { addCartItem, readCart } from './cart.ts'
import { orderRequestKey, rememberPlacedOrder, settleCartForPaidOrder } from './placed-orders.ts'

const item = { chefPackageId: 'pkg-1', title: 'Ragu', price: 20, image: '' }

describe('placed orders and the cart', () => {
  beforeEach(() => localStorage.clear())

  it('gives the same submission the same key, and a different one another', async () => {
    const submission = { cart: [['pkg-1', 2]], date: '2026-12-10' }
    const first = await orderRequestKey(submission)
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(await orderRequestKey({ ...submission })).toBe(first)
    expect(await orderRequestKey({ ...submission, date: '2026-12-11' })).not.toBe(first)
  })

  it('keeps the cart until an order placed from it is paid, then starts a new series of keys', async () => {
    addCartItem(item)
    const before = await orderRequestKey({ a: 1 })
    rememberPlacedOrder('order-1')
    settleCartForPaidOrder('someone-elses-order')
    expect(readCart()).toHaveLength(1)
    settleCartForPaidOrder('order-1')
    expect(readCart()).toEqual([])
    expect(await orderRequestKey({ a: 1 })).not.toBe(before)
  })
})
