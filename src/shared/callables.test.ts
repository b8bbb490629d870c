import { describe, expect, it } from 'vitest'
import {
  createUserCallable,
  getCheckoutSessionCallable,
  getOrderCallable,
  newCheckoutLinkCallable,
  placeOrderCallable,
  updateOrderStatusCallable,
} from './callables.ts'

describe('callable contracts', () => {
  it('use the callable names the functions are deployed under', () => {
    expect(placeOrderCallable.name).toBe('placeOrderCallable')
    expect(getOrderCallable.name).toBe('getOrderCallable')
    expect(getCheckoutSessionCallable.name).toBe('getCheckoutSessionCallable')
    expect(newCheckoutLinkCallable.name).toBe('newCheckoutLinkCallable')
    expect(updateOrderStatusCallable.name).toBe('updateOrderStatusCallable')
    expect(createUserCallable.name).toBe('createUserCallable')
  })

  it('place an order from ids and quantities only: browser prices and titles are dropped', () => {
    const parsed = placeOrderCallable.input.parse({
      cartData: [{ chefPackageId: 'pkg-1', title: 'Cheap', price: 0.01, image: '', quantity: 2 }],
      customer_email: ' guest@example.com ',
    })
    expect(parsed).toEqual({
      cartData: [{ chefPackageId: 'pkg-1', quantity: 2 }],
      customer_email: 'guest@example.com',
      orderNotes: '',
    })
  })

  it('refuse empty carts, fractional or zero quantities', () => {
    const result = placeOrderCallable.input.safeParse({ cartData: [] })
    expect(result.success).toBe(false)
    expect(
      placeOrderCallable.input.safeParse({ cartData: [{ chefPackageId: 'p', quantity: 1.5 }] }).success,
    ).toBe(false)
    expect(placeOrderCallable.input.safeParse({ cartData: [{ chefPackageId: 'p', quantity: 0 }] }).success).toBe(
      false,
    )
  })

  it('need a status or a note to update an order', () => {
    expect(updateOrderStatusCallable.input.safeParse({ orderId: 'o' }).success).toBe(false)
    expect(updateOrderStatusCallable.input.safeParse({ orderId: 'o', statusCode: 4 }).success).toBe(false)
    expect(updateOrderStatusCallable.input.safeParse({ orderId: 'o', statusCode: 2 }).success).toBe(true)
    expect(updateOrderStatusCallable.input.safeParse({ orderId: 'o', noteText: 'Menu confirmed' }).success).toBe(
      true,
    )
  })

  it('return orders in the data layer shape', () => {
    const reply = getOrderCallable.output.parse({ order: { id: 'o1', statusCode: '2' } })
    expect(reply.order).toMatchObject({ id: 'o1', statusCode: 2, cartData: [], statusNotes: [] })
  })

  it('require the minimum password length for new users', () => {
    expect(createUserCallable.input.safeParse({ email: 'chef@example.com', password: '12345' }).success).toBe(
      false,
    )
    expect(
      createUserCallable.input.safeParse({ email: 'chef@example.com', password: '123456' }).success,
    ).toBe(true)
  })

  it('word the new-user problems the admin form shows by its fields (zod/mini has no English of its own)', () => {
    const result = createUserCallable.input.safeParse({ email: 'chef@', password: '12345' })
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['email', 'Please enter a valid e-mail address.'],
      ['password', 'The password needs at least 6 characters.'],
    ])
  })
})
