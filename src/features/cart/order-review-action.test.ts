import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data.ts'

const remembered = vi.hoisted(() => vi.fn())
vi.mock('../../lib/firebase.ts', () => ({ firebaseFunctions: vi.fn(), firebase: vi.fn() }))
vi.mock('../../lib/cart/placed-orders.ts', () => ({
  rememberPlacedOrder: remembered,
  orderRequestKey: async () => 'key',
}))

const { checkOptions, checkOrder, codeAnswer, openCheckout, placeFailure } =
  await import('./order-review-action.ts')

const cart = [{ chefPackageId: 'p1', title: 'Brunch', price: 40, image: '', quantity: 2 }]
const customer = { uid: 'u1', email: 'c@example.test', isAdmin: false }

describe('checking an order before it is placed', () => {
  it('asks a guest for a valid e-mail, and a signed-in customer for none', () => {
    const form = formDataOf({ customer_email: 'nope', orderNotes: '' })
    expect(checkOrder(form, {}, cart, null)).toMatchObject({
      ok: false,
      fieldErrors: { customer_email: 'Enter a valid e-mail address, for example name@example.com.' },
    })
    expect(checkOrder(formDataOf({}), {}, cart, customer)).toMatchObject({ ok: true })
  })

  it('refuses an empty cart', () => {
    expect(checkOrder(formDataOf({}), {}, [], customer)).toMatchObject({ formError: 'Your cart is empty.' })
  })

  it('sends the cart lines, the trimmed e-mail and code, the notes as typed, and leaves out what is blank', () => {
    const form = formDataOf({
      customer_email: ' g@example.test ',
      promotionCode: ' SAVE10 ',
      orderNotes: ' ring twice ',
    })
    expect(checkOrder(form, {}, cart, null)).toEqual({
      ok: true,
      order: {
        cartData: [{ chefPackageId: 'p1', quantity: 2 }],
        customer_email: 'g@example.test',
        promotionCode: 'SAVE10',
        orderNotes: ' ring twice ',
      },
    })
    expect(checkOrder(formDataOf({}), {}, cart, customer)).toEqual({
      ok: true,
      order: { cartData: [{ chefPackageId: 'p1', quantity: 2 }], orderNotes: '' },
    })
  })

  it('puts the fulfilment messages next to their fields', () => {
    const form = formDataOf({ 'fulfilment.method': 'delivery' })
    const checked = checkOrder(form, {}, cart, customer)
    expect(checked.ok).toBe(false)
    expect(
      Object.keys(checked.ok ? {} : checked.fieldErrors).every((name) => name.startsWith('fulfilment.')),
    ).toBe(true)
  })
})

describe('the answer to Apply', () => {
  const preview = (refusal: string | null, discountCents = 1000) =>
    ({ ok: true, data: { code: 'SAVE10', discountCents, description: '$10 off', refusal } }) as never

  it('shows the discount the server gave', () => {
    expect(codeAnswer(preview(null), cart, 0, {})).toEqual({
      ok: true,
      data: { intent: 'apply-code', code: 'SAVE10', discountCents: 1000, description: '$10 off' },
      message: 'Code SAVE10 applied: $10 off.',
    })
  })

  it('says by the code why it does not apply, or that it would take the total below the minimum charge', () => {
    expect(codeAnswer(preview('This code has expired.'), cart, 0, {})).toMatchObject({
      fieldErrors: { promotionCode: 'This code has expired.' },
    })
    const belowMinimum = codeAnswer(preview(null, 8000), cart, 0, {})
    expect(belowMinimum.ok).toBe(false)
    // The delivery fee counts towards the minimum.
    expect(codeAnswer(preview(null, 8000), cart, 5000, {}).ok).toBe(true)
  })
})

describe("checking a line's options before placing", () => {
  const dinner = {
    title: 'Holiday Dinner Party',
    price: 65,
    pricing: 'perGuest' as const,
    minGuests: 6,
    maxGuests: 20,
    optionGroups: [
      {
        kind: 'chooseOne' as const,
        id: 'main',
        label: 'Main',
        required: true,
        choices: [{ id: 'beef', label: 'Beef', price: 0 }],
      },
      {
        kind: 'text' as const,
        id: 'cake',
        label: 'Message on the cake',
        required: false,
        maxLength: 5,
        price: 0,
      },
    ],
  }
  const line = { chefPackageId: 'dinner', title: 'Holiday Dinner Party', price: 65, image: '', quantity: 1 }

  it("says a missing required choice and a text too long by the line's fields, with what was typed kept", () => {
    const packages = new Map([['dinner', dinner]])
    expect(
      checkOptions([{ ...line, chosen: [{ groupId: 'cake', choiceIds: [], text: 'Too long' }] }], packages, {
        a: 'b',
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        'options.dinner.main': 'Please choose a Main.',
        'options.dinner.cake': 'Please keep the Message on the cake to 5 characters.',
      },
      formError: 'Please complete the choices marked in your cart.',
      values: { a: 'b' },
    })
    expect(
      checkOptions([{ ...line, chosen: [{ groupId: 'main', choiceIds: ['beef'], text: '' }] }], packages, {}),
    ).toBeNull()
    // A package that could not be read is left to the server.
    expect(checkOptions([line], new Map([['dinner', null]]), {})).toBeNull()
  })

  it('sends each line with the options chosen', () => {
    const chosen = [{ groupId: 'main', choiceIds: ['beef'], text: '' }]
    expect(checkOrder(formDataOf({}), {}, [{ ...line, chosen }, ...cart], customer)).toMatchObject({
      order: {
        cartData: [
          { chefPackageId: 'dinner', quantity: 1, options: chosen },
          { chefPackageId: 'p1', quantity: 2 },
        ],
      },
    })
  })
})

describe('a refusal to place the order', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('lands by the fields the page has, and anything else as a sentence for the whole form', () => {
    const failure = placeFailure(
      {
        ok: false,
        code: 'invalid-argument',
        values: {},
        fieldErrors: {
          promotionCode: 'Expired.',
          'fulfilment.date': 'Full.',
          'dietary.acknowledged': 'Please confirm.',
          'cartData.0.quantity': 'Too many.',
          'options.dinner.main': 'That Main is not on offer.',
        },
      },
      { orderNotes: 'x' },
    )
    expect(failure).toEqual({
      ok: false,
      fieldErrors: {
        promotionCode: 'Expired.',
        'fulfilment.date': 'Full.',
        'dietary.acknowledged': 'Please confirm.',
        'options.dinner.main': 'That Main is not on offer.',
      },
      formError: 'Some items in your cart are not valid.',
      values: { orderNotes: 'x' },
    })
  })
})

describe('opening the checkout', () => {
  it("goes to Stripe's page, or to the order's status page with its token when there is no link", () => {
    const toStripe = openCheckout({
      orderId: 'o1',
      token: 't',
      checkoutUrl: 'https://checkout.test/s1',
    } as never)
    expect(toStripe.headers.get('Location')).toBe('https://checkout.test/s1')
    expect(remembered).toHaveBeenCalledWith('o1')
    const toStatus = openCheckout({ orderId: 'o 2', token: 't2', checkoutUrl: null } as never)
    expect(toStatus.headers.get('Location')).toBe('/order-status/o%202?token=t2')
  })
})
