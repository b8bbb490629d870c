import { FieldValue } from 'firebase-admin/firestore'
import { describe, expect, it } from 'vitest'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import { anonymisedOrderFields, confirmsAccount } from './my-account.ts'

const order = orderSchema.parse({
  id: 'o1',
  userId: 'uid-1',
  customer_email: 'robin@example.test',
  orderNumber: 1042,
  orderNotes: 'Leave at the door',
  searchKeys: ['1042', 'robin@example.test', 'robin'],
  history: [
    { to: 'awaitingPayment', by: 'customer', uid: 'uid-1', at: 1 },
    { from: 'awaitingPayment', to: 'paid', by: 'admin', uid: 'admin-1', at: 2 },
  ],
  fulfilment: {
    method: 'delivery',
    date: '2026-12-01',
    slotId: 's1',
    slotStart: '17:00',
    slotEnd: '19:00',
    timeZone: 'America/New_York',
    name: 'Robin Example',
    phone: '+12125550123',
    address: { line1: '1 Test Street', city: 'New York', postalCode: '10001' },
    notes: 'Ring twice',
    guests: 4,
  },
})

describe('anonymisedOrderFields', () => {
  it('removes who the customer is and keeps what was ordered and who else acted', () => {
    const fields = anonymisedOrderFields(order, 'uid-1')
    expect(fields).toMatchObject({
      userId: '',
      customer_email: '',
      orderNotes: '',
      searchKeys: ['1042'],
      remindersOff: true,
      'fulfilment.name': '',
      'fulfilment.phone': '',
      'fulfilment.notes': '',
    })
    expect(fields['fulfilment.address']).toEqual(FieldValue.delete())
    expect(fields['dietary']).toEqual(FieldValue.delete())
    expect(fields['accessTokenHash']).toEqual(FieldValue.delete())
    expect(fields['history']).toEqual([
      { to: 'awaitingPayment', by: 'customer', at: 1 },
      { from: 'awaitingPayment', to: 'paid', by: 'admin', uid: 'admin-1', at: 2 },
    ])
    expect(Object.keys(fields)).not.toContain('cartData')
  })

  it('leaves the fulfilment alone on an order without one', () => {
    const { fulfilment: _, ...withoutFulfilment } = order
    expect(
      Object.keys(anonymisedOrderFields(withoutFulfilment, 'uid-1')).some((key) =>
        key.startsWith('fulfilment'),
      ),
    ).toBe(false)
  })
})

describe('confirmsAccount', () => {
  it('accepts the account e-mail in any case and refuses anything else', () => {
    expect(confirmsAccount(' Robin@Example.test ', 'robin@example.test')).toBe(true)
    expect(confirmsAccount('other@example.test', 'robin@example.test')).toBe(false)
    expect(confirmsAccount('robin@example.test', null)).toBe(false)
  })
})
