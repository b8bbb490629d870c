import { describe, expect, it } from 'vitest'
import { bulkRefusal, bulkSummary, bulkTarget, type BulkAction } from './bulk-order-change.ts'
import type { FulfilmentState, OrderStates } from './order-state.ts'
import type { FulfilmentMethod } from '../schemas/fulfilment-schedule.ts'

describe('changing several orders at once', () => {
  it.each<[BulkAction, FulfilmentState, FulfilmentMethod, FulfilmentState]>([
    ['confirm', 'awaitingConfirmation', 'pickup', 'confirmed'],
    ['complete', 'outForDelivery', 'delivery', 'completed'],
    ['complete', 'readyForPickup', 'pickup', 'completed'],
  ])(
    'confirms paid orders and completes orders on their way: %s from %s by %s',
    (action, from, method, to) => {
      expect(bulkTarget(action, { payment: 'paid', fulfilment: from }, method)).toEqual({ ok: true, to })
    },
  )

  it.each<[FulfilmentMethod, FulfilmentState]>([
    ['pickup', 'readyForPickup'],
    ['delivery', 'outForDelivery'],
    ['chefAtHome', 'outForDelivery'],
  ])('marks ready as the method says: by %s it is %s', (method, to) => {
    expect(bulkTarget('ready', { payment: 'paid', fulfilment: 'inPreparation' }, method)).toEqual({
      ok: true,
      to,
    })
  })

  it.each<[BulkAction, OrderStates, string]>([
    ['ready', { payment: 'awaitingPayment', fulfilment: 'awaitingConfirmation' }, 'it is awaiting payment'],
    ['confirm', { payment: 'paid', fulfilment: 'confirmed' }, 'it is already confirmed'],
    [
      'ready',
      { payment: 'paid', fulfilment: 'confirmed' },
      'it is confirmed and must be in preparation first',
    ],
    ['complete', { payment: 'paid', fulfilment: 'cancelled' }, 'it is cancelled'],
  ])(
    'refuses with the reason: unpaid, already there, or a step missing first (%s %j)',
    (action, states, reason) => {
      expect(bulkTarget(action, states, 'pickup')).toEqual({ ok: false, reason })
    },
  )

  it('words a refusal with the order and what it could not become', () => {
    expect(bulkRefusal('#1042', 'ready', 'it is awaiting payment')).toBe(
      '#1042 cannot become ready: it is awaiting payment',
    )
  })

  it('sums up how many changed and how many were refused', () => {
    const changed = [
      { orderId: 'a', label: '#1', to: 'confirmed' as const },
      { orderId: 'b', label: '#2', to: 'confirmed' as const },
    ]
    expect(bulkSummary('confirm', { changed, refused: [] })).toBe('2 orders confirmed.')
    expect(
      bulkSummary('ready', {
        changed: changed.slice(1),
        refused: [{ orderId: 'c', label: '#3', reason: '#3 cannot become ready: it is awaiting payment' }],
      }),
    ).toBe('1 order marked ready, 1 refused.')
  })
})
