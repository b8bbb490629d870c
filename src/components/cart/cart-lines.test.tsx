import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { holidayDinnerLine, holidayDinnerOptions } from '../../../tests/support/event-order.ts'
import { CartLines, unitPrice } from './cart-lines.tsx'

describe('cart lines', () => {
  it("shows a per-guest line's guests and options under its title, and nothing more for a plain line", () => {
    render(
      <CartLines
        items={[
          holidayDinnerLine,
          { chefPackageId: 'ragu', title: 'Ragù', price: 10, image: '', quantity: 2 },
        ]}
      />,
    )
    const [dinner, ragu] = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem')
    expect(within(dinner!).getByTestId('line-details').textContent).toBe(
      `For 10 guests · ${holidayDinnerOptions}`,
    )
    expect(dinner!.textContent).toContain('$730.00')
    expect(within(ragu!).queryByTestId('line-details')).toBeNull()
  })
})

describe('cart totals', () => {
  it('show the delivery and travel fees as lines of their own after the tax, both in the total', () => {
    render(
      <CartLines
        items={[{ chefPackageId: 'ragu', title: 'Ragù', price: 100, image: '', quantity: 1 }]}
        deliveryFeeCents={800}
        travelFeeCents={3000}
      />,
    )
    const rows = within(screen.getByLabelText('Order totals'))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
    expect(rows).toEqual([
      'Subtotal $100.00',
      'Tax (5%) $5.00',
      'Delivery $8.00',
      'Travel $30.00',
      'Total $143.00',
    ])
  })
})

describe('unit price', () => {
  it('says a per-guest line is priced per guest, and a plain line per item', () => {
    expect(unitPrice({ quantity: 1, guests: 8 }, 584)).toBe('$73.00 per guest × 8 guests')
    expect(unitPrice({ quantity: 2, guests: 8 }, 584)).toBe('2 × ($73.00 per guest × 8 guests)')
    expect(unitPrice({ quantity: 3 }, 10)).toBe('3 × $10.00')
  })
})
