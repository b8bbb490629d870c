import { describe, expect, it } from 'vitest'
import {
  canRefund,
  checkTransition,
  legacyStatusCode,
  nextStates,
  orderStates,
  stateAfterRefund,
  stateFromLegacy,
  type OrderActor,
  type OrderState,
} from './order-state.ts'

// Every allowed step, as [from, to, who may take it, fulfilment methods it applies to (all when absent)].
const allowed: Array<[OrderState, OrderState, OrderActor[], string[]?]> = [
  ['awaitingPayment', 'paid', ['system']],
  ['awaitingPayment', 'cancelled', ['customer', 'admin', 'system']],
  ['paid', 'confirmed', ['admin']],
  ['paid', 'inPreparation', ['admin']],
  ['paid', 'cancelled', ['customer', 'admin']],
  ['confirmed', 'inPreparation', ['admin']],
  ['confirmed', 'cancelled', ['customer', 'admin']],
  ['inPreparation', 'readyForPickup', ['admin'], ['pickup']],
  ['inPreparation', 'outForDelivery', ['admin'], ['delivery', 'chefAtHome']],
  ['inPreparation', 'completed', ['admin']],
  ['inPreparation', 'cancelled', ['admin']],
  ['readyForPickup', 'completed', ['admin']],
  ['readyForPickup', 'cancelled', ['admin']],
  ['outForDelivery', 'completed', ['admin']],
  ['outForDelivery', 'cancelled', ['admin']],
  ['partiallyRefunded', 'confirmed', ['admin']],
  ['partiallyRefunded', 'inPreparation', ['admin']],
  ['partiallyRefunded', 'readyForPickup', ['admin'], ['pickup']],
  ['partiallyRefunded', 'outForDelivery', ['admin'], ['delivery', 'chefAtHome']],
  ['partiallyRefunded', 'completed', ['admin']],
  ['partiallyRefunded', 'cancelled', ['admin']],
]

const actors: OrderActor[] = ['customer', 'admin', 'system']
const methods = ['pickup', 'delivery', 'chefAtHome'] as const

describe('the order state machine', () => {
  // Every (from, to) pair, tried by every actor for every fulfilment method: allowed exactly when the table says so.
  for (const from of orderStates) {
    for (const to of orderStates) {
      const step = allowed.find(([a, b]) => a === from && b === to)
      it(`${from} → ${to}: ${step ? `allowed for ${step[2].join(', ')}` : 'refused'}`, () => {
        for (const actor of actors) {
          for (const method of methods) {
            const expected = !!step && step[2].includes(actor) && (!step[3] || step[3].includes(method))
            const result = checkTransition(from, to, actor, method)
            expect(result.ok, `${actor}, ${method}`).toBe(expected)
            if (!result.ok) expect(result.message.length).toBeGreaterThan(10)
          }
        }
      })
    }
  }

  it('explains refusals in plain words', () => {
    expect(checkTransition('completed', 'completed', 'admin')).toEqual({
      ok: false,
      message: 'The order is already completed.',
    })
    expect(checkTransition('completed', 'paid', 'admin')).toEqual({
      ok: false,
      message: 'An order that is completed cannot become paid.',
    })
    expect(checkTransition('inPreparation', 'cancelled', 'customer')).toEqual({
      ok: false,
      message: 'You are not allowed to make this change.',
    })
    expect(checkTransition('inPreparation', 'readyForPickup', 'admin', 'delivery')).toEqual({
      ok: false,
      message: "Ready for pickup does not apply to this order's fulfilment method.",
    })
  })

  it('offers each actor only the steps allowed now', () => {
    expect(nextStates('paid', 'customer', 'pickup')).toEqual(['cancelled'])
    expect(nextStates('inPreparation', 'admin', 'pickup')).toEqual([
      'readyForPickup',
      'completed',
      'cancelled',
    ])
    expect(nextStates('inPreparation', 'admin', 'delivery')).toEqual([
      'outForDelivery',
      'completed',
      'cancelled',
    ])
    expect(nextStates('refunded', 'admin', 'pickup')).toEqual([])
  })
})

describe('refunds', () => {
  it('are possible once money was taken and until all of it is back', () => {
    expect(canRefund('awaitingPayment', 0, 0)).toBe(false)
    expect(canRefund('paid', 5000, 0)).toBe(true)
    expect(canRefund('cancelled', 5000, 2000)).toBe(true)
    expect(canRefund('partiallyRefunded', 5000, 4999)).toBe(true)
    expect(canRefund('refunded', 5000, 5000)).toBe(false)
  })

  it('leave an order refunded when all was given back, otherwise partially refunded (or still cancelled)', () => {
    expect(stateAfterRefund('paid', 5000, 5000)).toBe('refunded')
    expect(stateAfterRefund('paid', 5000, 1000)).toBe('partiallyRefunded')
    expect(stateAfterRefund('cancelled', 5000, 2500)).toBe('cancelled')
    expect(stateAfterRefund('cancelled', 5000, 5000)).toBe('refunded')
  })
})

describe('the statusCode kept for compatibility', () => {
  it('maps every state to Pending, Ready or Complete', () => {
    expect(orderStates.map((state) => [state, legacyStatusCode(state)])).toEqual([
      ['awaitingPayment', 1],
      ['paid', 1],
      ['confirmed', 1],
      ['inPreparation', 1],
      ['readyForPickup', 2],
      ['outForDelivery', 2],
      ['completed', 3],
      ['cancelled', 3],
      ['refunded', 3],
      ['partiallyRefunded', 1],
    ])
  })

  it('reads orders written before states existed', () => {
    expect(stateFromLegacy(1, false)).toBe('awaitingPayment')
    expect(stateFromLegacy(1, true)).toBe('paid')
    expect(stateFromLegacy(2, true)).toBe('readyForPickup')
    expect(stateFromLegacy(3, true)).toBe('completed')
  })
})
