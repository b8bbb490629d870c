import { describe, expect, it } from 'vitest'
import {
  activeOrderStates,
  bookedOrderStates,
  canRefund,
  checkTransition,
  fulfilmentStates,
  legacyStatusCode,
  listingState,
  nextStates,
  orderStatesLabel,
  orderStatesOf,
  paidOrderStates,
  paymentAfterEvent,
  paymentAfterRefund,
  paymentStates,
  stateFromLegacy,
  stepsForStatusCode,
  type FulfilmentState,
  type OrderActor,
  type PaymentState,
  type OrderStates,
} from './order-state.ts'

const paidNow: PaymentState[] = ['paid', 'partiallyRefunded', 'refunded']
const unpaid: PaymentState[] = ['awaitingPayment', 'failed']

// Every allowed kitchen step: [from, to, who may take it, payment states it needs (all when absent), methods].
const allowed: Array<[FulfilmentState, FulfilmentState, OrderActor[], PaymentState[]?, string[]?]> = [
  ['awaitingConfirmation', 'confirmed', ['admin'], paidNow],
  ['awaitingConfirmation', 'inPreparation', ['admin'], paidNow],
  ['awaitingConfirmation', 'cancelled', ['customer', 'admin']],
  ['confirmed', 'inPreparation', ['admin']],
  ['confirmed', 'cancelled', ['customer', 'admin']],
  ['inPreparation', 'readyForPickup', ['admin'], undefined, ['pickup']],
  ['inPreparation', 'outForDelivery', ['admin'], undefined, ['delivery', 'chefAtHome']],
  ['inPreparation', 'completed', ['admin']],
  ['inPreparation', 'cancelled', ['admin']],
  ['readyForPickup', 'completed', ['admin']],
  ['readyForPickup', 'cancelled', ['admin']],
  ['outForDelivery', 'completed', ['admin']],
  ['outForDelivery', 'cancelled', ['admin']],
]

const actors: OrderActor[] = ['customer', 'admin', 'system']
const methods = ['pickup', 'delivery', 'chefAtHome'] as const

describe('the kitchen state machine', () => {
  // Every (from, to) pair, for every payment state, actor and method: allowed exactly when the table says so (the
  // system may also cancel an order awaiting confirmation that was never paid: the unpaid sweep).
  for (const from of fulfilmentStates) {
    for (const to of fulfilmentStates) {
      const step = allowed.find(([a, b]) => a === from && b === to)
      it(`${from} → ${to}: ${step ? `allowed for ${step[2].join(', ')}` : 'refused'}`, () => {
        for (const payment of paymentStates) {
          for (const actor of actors) {
            for (const method of methods) {
              const sweep = from === 'awaitingConfirmation' && to === 'cancelled' && actor === 'system'
              const expected = sweep
                ? unpaid.includes(payment)
                : !!step &&
                  step[2].includes(actor) &&
                  (!step[3] || step[3].includes(payment)) &&
                  (!step[4] || step[4].includes(method))
              const result = checkTransition({ payment, fulfilment: from }, to, actor, method)
              expect(result.ok, `${payment}, ${actor}, ${method}`).toBe(expected)
              if (!result.ok) expect(result.message.length).toBeGreaterThan(10)
            }
          }
        }
      })
    }
  }

  it('explains refusals in plain words', () => {
    const confirmed = { payment: 'paid', fulfilment: 'confirmed' } as const
    expect(checkTransition(confirmed, 'confirmed', 'admin')).toEqual({
      ok: false,
      message: 'The order is already confirmed.',
    })
    expect(checkTransition(confirmed, 'awaitingConfirmation', 'admin')).toEqual({
      ok: false,
      message: 'An order that is confirmed cannot become awaiting confirmation.',
    })
    expect(
      checkTransition(
        { payment: 'awaitingPayment', fulfilment: 'awaitingConfirmation' },
        'confirmed',
        'admin',
      ),
    ).toEqual({ ok: false, message: 'An order that is awaiting payment cannot become confirmed.' })
    expect(checkTransition({ ...confirmed, fulfilment: 'inPreparation' }, 'cancelled', 'customer')).toEqual({
      ok: false,
      message: 'You are not allowed to make this change.',
    })
  })

  it('offers each actor only the steps allowed now, whatever was refunded', () => {
    expect(nextStates({ payment: 'paid', fulfilment: 'awaitingConfirmation' }, 'customer', 'pickup')).toEqual(
      ['cancelled'],
    )
    expect(nextStates({ payment: 'partiallyRefunded', fulfilment: 'confirmed' }, 'admin', 'pickup')).toEqual([
      'inPreparation',
      'cancelled',
    ])
    expect(nextStates({ payment: 'refunded', fulfilment: 'inPreparation' }, 'admin', 'delivery')).toEqual([
      'outForDelivery',
      'completed',
      'cancelled',
    ])
    expect(nextStates({ payment: 'awaitingPayment', fulfilment: 'awaitingConfirmation' }, 'admin')).toEqual([
      'cancelled',
    ])
  })
})

describe('the payment state', () => {
  it('follows the payment events only while unpaid', () => {
    expect(paymentStates.map((state) => [state, paymentAfterEvent(state, 'paid')])).toEqual([
      ['awaitingPayment', 'paid'],
      ['paid', 'paid'],
      ['partiallyRefunded', 'partiallyRefunded'],
      ['refunded', 'refunded'],
      ['failed', 'paid'],
    ])
    expect(paymentAfterEvent('awaitingPayment', 'failed')).toBe('failed')
    expect(paymentAfterEvent('paid', 'failed')).toBe('paid')
    expect(paymentAfterEvent('awaitingPayment', 'expired')).toBe('awaitingPayment')
  })

  it('allows refunds once money was taken and until all of it is back', () => {
    expect(canRefund('awaitingPayment', 0, 0)).toBe(false)
    expect(canRefund('failed', 5000, 0)).toBe(false)
    expect(canRefund('paid', 5000, 0)).toBe(true)
    expect(canRefund('partiallyRefunded', 5000, 4999)).toBe(true)
    expect(canRefund('refunded', 5000, 5000)).toBe(false)
  })

  it('is refunded when all was given back, partially refunded when some, paid when none', () => {
    expect(paymentAfterRefund(5000, 5000)).toBe('refunded')
    expect(paymentAfterRefund(5000, 2000)).toBe('partiallyRefunded')
    expect(paymentAfterRefund(5000, 0)).toBe('paid')
  })

  it('reads both states in words, the kitchen first', () => {
    expect(orderStatesLabel({ payment: 'partiallyRefunded', fulfilment: 'confirmed' })).toBe(
      'Confirmed · Partially refunded',
    )
  })
})

describe('the single state the lists and queries read', () => {
  it('keeps its meaning for the counts', () => {
    const confirmedRefunded = listingState({ payment: 'partiallyRefunded', fulfilment: 'confirmed' })
    expect(confirmedRefunded).toBe('confirmed')
    expect(bookedOrderStates).toContain(confirmedRefunded)
    expect(listingState({ payment: 'failed', fulfilment: 'awaitingConfirmation' })).toBe('awaitingPayment')
    expect(listingState({ payment: 'paid', fulfilment: 'awaitingConfirmation' })).toBe('paid')
    // A cancelled order given all its money back is what "refunded" always meant: out of every count but "paid".
    const cancelledRefunded = listingState({ payment: 'refunded', fulfilment: 'cancelled' })
    expect(cancelledRefunded).toBe('refunded')
    expect(activeOrderStates).not.toContain(cancelledRefunded)
    expect(paidOrderStates).toContain(cancelledRefunded)
    expect(listingState({ payment: 'partiallyRefunded', fulfilment: 'cancelled' })).toBe('cancelled')
  })

  it('writes statusCode from the kitchen progress', () => {
    expect(
      fulfilmentStates.map((fulfilment) => legacyStatusCode({ payment: 'refunded', fulfilment })),
    ).toEqual([1, 1, 1, 2, 2, 3, 3])
  })
})

describe('a requested statusCode', () => {
  it('walks the kitchen steps to it, or refuses in words', () => {
    const paid = { payment: 'paid', fulfilment: 'awaitingConfirmation' } as const
    expect(stepsForStatusCode(paid, 3, 'pickup')).toEqual({ ok: true, steps: ['inPreparation', 'completed'] })
    expect(stepsForStatusCode(paid, 2, 'delivery')).toEqual({
      ok: true,
      steps: ['inPreparation', 'outForDelivery'],
    })
    expect(stepsForStatusCode(paid, 1)).toEqual({ ok: true, steps: [] })
    expect(stepsForStatusCode({ ...paid, fulfilment: 'completed' }, 1)).toEqual({
      ok: false,
      message: 'An order that is completed cannot go back to pending.',
    })
    expect(stepsForStatusCode({ ...paid, payment: 'awaitingPayment' }, 3)).toEqual({
      ok: false,
      message: 'An order that is awaiting confirmation cannot become completed before it is paid.',
    })
  })
})

describe('the reader of stored orders', () => {
  const placed = { to: 'awaitingPayment' as const }
  it('reads both stored states as they are', () => {
    expect(
      orderStatesOf({
        paymentState: 'refunded',
        fulfilmentState: 'confirmed',
        state: 'confirmed',
        statusCode: 1,
      }),
    ).toEqual({ payment: 'refunded', fulfilment: 'confirmed' })
  })

  it('reads a partially refunded order of the single state with the kitchen progress of its history', () => {
    const history = [
      placed,
      { to: 'paid' as const },
      { to: 'inPreparation' as const },
      { to: 'partiallyRefunded' as const },
    ]
    expect(orderStatesOf({ state: 'partiallyRefunded', statusCode: 1, history })).toEqual({
      payment: 'partiallyRefunded',
      fulfilment: 'inPreparation',
    })
    expect(orderStatesOf({ state: 'partiallyRefunded', statusCode: 1, history: [placed] })).toEqual({
      payment: 'partiallyRefunded',
      fulfilment: 'awaitingConfirmation',
    })
  })

  it('keeps a refunded order of the single state out of the kitchen and the calendar', () => {
    const states = orderStatesOf({ state: 'refunded', statusCode: 3, history: [placed, { to: 'confirmed' }] })
    expect(states).toEqual({ payment: 'refunded', fulfilment: 'cancelled' })
    expect(activeOrderStates).not.toContain(listingState(states))
  })

  it.each<[Parameters<typeof orderStatesOf>[0], OrderStates]>([
    [
      { state: 'awaitingPayment', statusCode: 1 },
      { payment: 'awaitingPayment', fulfilment: 'awaitingConfirmation' },
    ],
    [
      { state: 'paid', statusCode: 1 },
      { payment: 'paid', fulfilment: 'awaitingConfirmation' },
    ],
    [
      { state: 'outForDelivery', statusCode: 2 },
      { payment: 'paid', fulfilment: 'outForDelivery' },
    ],
    [
      { state: 'cancelled', statusCode: 3 },
      { payment: 'awaitingPayment', fulfilment: 'cancelled' },
    ],
    [
      { state: 'cancelled', statusCode: 3, paidCents: 5000, refundedCents: 2000 },
      { payment: 'partiallyRefunded', fulfilment: 'cancelled' },
    ],
  ])('reads the other single states, a cancelled one by its money: %j', (order, states) => {
    expect(orderStatesOf(order)).toEqual(states)
  })

  it('reads orders written before states existed from statusCode and payment', () => {
    const paidSession = { status: 'complete', payment_status: 'paid' }
    expect(orderStatesOf({ statusCode: 1 })).toEqual({
      payment: 'awaitingPayment',
      fulfilment: 'awaitingConfirmation',
    })
    expect(orderStatesOf({ statusCode: 1, checkoutSession: paidSession })).toEqual({
      payment: 'paid',
      fulfilment: 'awaitingConfirmation',
    })
    expect(orderStatesOf({ statusCode: 2, checkoutSession: paidSession })).toEqual({
      payment: 'paid',
      fulfilment: 'readyForPickup',
    })
    expect(stateFromLegacy(3, true)).toBe('completed')
  })
})
