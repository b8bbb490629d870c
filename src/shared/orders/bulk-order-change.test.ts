import { describe, expect, it } from 'vitest'
import { bulkRefusal, bulkSummary, bulkTarget } from './bulk-order-change.ts'

describe('changing several orders at once', () => {
  it('confirms paid orders and completes orders on their way', () => {
    expect(bulkTarget('confirm', { payment: 'paid', fulfilment: 'awaitingConfirmation' }, 'pickup')).toEqual({
      ok: true,
      to: 'confirmed',
    })
    expect(bulkTarget('complete', { payment: 'paid', fulfilment: 'outForDelivery' }, 'delivery')).toEqual({
      ok: true,
      to: 'completed',
    })
    expect(bulkTarget('complete', { payment: 'paid', fulfilment: 'readyForPickup' }, 'pickup')).toEqual({
      ok: true,
      to: 'completed',
    })
  })

  it('marks ready as the method says: ready for pickup, or out for delivery and to a chef at home', () => {
    expect(bulkTarget('ready', { payment: 'paid', fulfilment: 'inPreparation' }, 'pickup')).toEqual({
      ok: true,
      to: 'readyForPickup',
    })
    expect(bulkTarget('ready', { payment: 'paid', fulfilment: 'inPreparation' }, 'delivery')).toEqual({
      ok: true,
      to: 'outForDelivery',
    })
    expect(bulkTarget('ready', { payment: 'paid', fulfilment: 'inPreparation' }, 'chefAtHome')).toEqual({
      ok: true,
      to: 'outForDelivery',
    })
  })

  it('refuses with the reason: unpaid, already there, or a step missing first', () => {
    expect(
      bulkTarget('ready', { payment: 'awaitingPayment', fulfilment: 'awaitingConfirmation' }, 'pickup'),
    ).toEqual({
      ok: false,
      reason: 'it is awaiting payment',
    })
    expect(bulkTarget('confirm', { payment: 'paid', fulfilment: 'confirmed' }, 'pickup')).toEqual({
      ok: false,
      reason: 'it is already confirmed',
    })
    expect(bulkTarget('ready', { payment: 'paid', fulfilment: 'confirmed' }, 'pickup')).toEqual({
      ok: false,
      reason: 'it is confirmed and must be in preparation first',
    })
    expect(bulkTarget('complete', { payment: 'paid', fulfilment: 'cancelled' }, 'pickup')).toEqual({
      ok: false,
      reason: 'it is cancelled',
    })
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
