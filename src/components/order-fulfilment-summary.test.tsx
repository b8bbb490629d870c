import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { exampleDelivery, examplePickup } from '../../tests/support/order-fulfilments.ts'
import type { OrderFulfilment } from '../shared/schemas/order-fulfilment.ts'
import { OrderFulfilmentSummary } from './order-fulfilment-summary.tsx'

const chefAtHome: OrderFulfilment = {
  ...exampleDelivery,
  method: 'chefAtHome',
  date: '2026-12-15',
  notes: 'No cilantro.\nRing twice.',
  deliveryFeeCents: 0,
}

/** The definition list as label → value pairs, in order. */
function shownRows(): Array<[string, string]> {
  const terms = screen.getAllByRole('term').map((term) => term.textContent ?? '')
  const values = screen.getAllByRole('definition').map((value) => value.textContent ?? '')
  return terms.map((term, index) => [term, values[index] ?? ''])
}

describe('OrderFulfilmentSummary', () => {
  it('shows nothing for an order placed before the business had a schedule', () => {
    const { container } = render(<OrderFulfilmentSummary fulfilment={undefined} />)
    expect(container).toBeEmptyDOMElement()
    render(<OrderFulfilmentSummary fulfilment={undefined} variant="compact" />)
    expect(screen.queryByTestId('order-fulfilment-line')).not.toBeInTheDocument()
  })

  it('lists when, where and for whom with the zone named, and links the phone', () => {
    render(<OrderFulfilmentSummary fulfilment={chefAtHome} />)
    expect(shownRows()).toEqual([
      ['How', 'Chef at your address'],
      ['Date', 'Tue, Dec 15, 2026'],
      ['Time', '5:00 PM – 7:00 PM (New York time, EST)'],
      ['Address', '200 W 20th St, Apt 4, New York, 10011'],
      ['Name', 'Ann Lee'],
      ['Phone', '+1 212 555 0123'],
      ['Guests', '12 guests'],
      ['Kitchen notes', 'No cilantro.\nRing twice.'],
    ])
    expect(screen.getByRole('link', { name: '+1 212 555 0123' })).toHaveAttribute('href', 'tel:+12125550123')
  })

  it('shows a pickup with where and how to collect it', () => {
    render(<OrderFulfilmentSummary fulfilment={{ ...examplePickup, date: '2026-07-14' }} />)
    expect(shownRows()).toEqual([
      ['How', 'Pickup'],
      ['Date', 'Tue, Jul 14, 2026'],
      ['Time', '5:00 PM – 7:00 PM (New York time, EDT)'],
      ['Pickup at', '12 Market St'],
      ['Pickup instructions', 'Side door.'],
      ['Name', 'Ann Lee'],
      ['Phone', '+1 212 555 0123'],
    ])
  })

  it('fits a list on one line: method, date and time with the zone', () => {
    render(<OrderFulfilmentSummary fulfilment={{ ...chefAtHome, method: 'delivery' }} variant="compact" />)
    expect(screen.getByTestId('order-fulfilment-line')).toHaveTextContent(
      'Delivery · Tue, Dec 15, 2026 · 5:00 PM – 7:00 PM EST',
    )
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
  })
})
