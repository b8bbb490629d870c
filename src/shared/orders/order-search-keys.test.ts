import { describe, expect, it } from 'vitest'
import { orderSearchKeys, searchKeyOf } from './order-search-keys.ts'

const order = {
  orderNumber: 1042,
  customer_email: ' Ann.Lee@Example.com ',
  fulfilment: { name: 'Ann  Lee-Smith', phone: '+12125550123' },
}

describe('order search keys', () => {
  it('stores the number, the e-mail, the name whole and by word, and the phone with and without the country code', () => {
    expect(orderSearchKeys(order).sort()).toEqual(
      [
        '1042',
        'ann.lee@example.com',
        'ann lee-smith',
        'ann',
        'lee-smith',
        '12125550123',
        '2125550123',
      ].sort(),
    )
  })

  it('finds each of them from what staff type', () => {
    const keys = orderSearchKeys(order)
    for (const typed of [
      '#1042',
      '1042',
      'ANN.LEE@example.com',
      'Ann',
      'ann lee-smith',
      '(212) 555-0123',
      '+1 212 555 0123',
    ]) {
      expect(keys, typed).toContain(searchKeyOf(typed))
    }
  })

  it('ignores blank searches and keeps an order without a fulfilment findable by number and e-mail', () => {
    expect(searchKeyOf('   ')).toBeNull()
    expect(orderSearchKeys({ customer_email: 'g@example.com' })).toEqual(['g@example.com'])
  })
})
