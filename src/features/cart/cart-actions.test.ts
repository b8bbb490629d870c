import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data.ts'

const cart = vi.hoisted(() => ({
  addCartItem: vi.fn(),
  updateCartItem: vi.fn(),
  removeCartItem: vi.fn(),
  clearCart: vi.fn(),
  cartRedirectTarget: (requested: string | null) => requested ?? '/package-shop',
}))
vi.mock('../../lib/cart/cart.ts', () => cart)

const { addCartItemRoute, updateCartItemRoute } = await import('./cart-actions.ts')

async function post(route: typeof addCartItemRoute, fields: Record<string, string>): Promise<unknown> {
  const body = formDataOf(fields)
  const request = new Request('http://x/cart', { method: 'POST', body })
  return await route.action!({ request, params: {}, context: {} } as never)
}

describe('cart actions', () => {
  beforeEach(() => vi.clearAllMocks())

  it('adds a line read from the form, trimmed, with the quantity 1 when none is given', async () => {
    const answer = await post(addCartItemRoute, {
      chefPackageId: ' p1 ',
      title: ' Brunch ',
      price: '40',
      image: '',
      stay: 'true',
    })
    expect(cart.addCartItem).toHaveBeenCalledWith({
      chefPackageId: 'p1',
      title: 'Brunch',
      price: 40,
      image: '',
      quantity: 1,
    })
    expect(answer).toEqual({ added: 'Brunch' })
  })

  it('adds the options chosen on the package page with the line, and refuses options that are not readable', async () => {
    await post(addCartItemRoute, {
      chefPackageId: 'dinner',
      title: 'Holiday Dinner Party',
      price: '65',
      chosen: JSON.stringify([
        { groupId: 'main', choiceIds: ['beef'] },
        { groupId: 'cake', text: 'Hi' },
      ]),
    })
    expect(cart.addCartItem).toHaveBeenCalledWith(
      expect.objectContaining({
        chefPackageId: 'dinner',
        chosen: [
          { groupId: 'main', choiceIds: ['beef'], text: '' },
          { groupId: 'cake', choiceIds: [], text: 'Hi' },
        ],
      }),
    )
    const refused = await post(addCartItemRoute, { chefPackageId: 'dinner', chosen: '{not json' }).catch(
      (error: unknown) => error,
    )
    expect(refused).toMatchObject({ init: { status: 400 } })
    expect(cart.addCartItem).toHaveBeenCalledTimes(1)
  })

  it('refuses a form without a package or with a quantity that is not a number as a bad request', async () => {
    const refusal = (fields: Record<string, string>) =>
      post(updateCartItemRoute, fields).catch((error: unknown) => error)
    expect(await refusal({ quantity: '2' })).toMatchObject({
      data: 'A cart item needs a chefPackageId.',
      init: { status: 400 },
    })
    expect(await refusal({ chefPackageId: 'p1', quantity: 'two' })).toMatchObject({
      data: 'quantity must be a number.',
      init: { status: 400 },
    })
    expect(cart.updateCartItem).not.toHaveBeenCalled()
    await post(updateCartItemRoute, { chefPackageId: 'p1', quantity: '3' })
    expect(cart.updateCartItem).toHaveBeenCalledWith('p1', 3)
  })
})
