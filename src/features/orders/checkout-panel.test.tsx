import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { orderSchema } from '../../shared/schemas/order.ts'
import { CheckoutPanel } from './checkout-panel.tsx'

// Orders with no completed payment page: one paid another way (an admin's record) and one cancelled.
const orderIn = (state: string) => orderSchema.parse({ id: 'order-1', state, statusCode: 1 })

describe('CheckoutPanel', () => {
  it('says a paid order has nothing left to pay, never that it was cancelled', () => {
    render(<CheckoutPanel order={orderIn('paid')} token={null} />)
    expect(screen.getByText('Nothing is left to pay on this order.')).toBeTruthy()
    expect(screen.queryByText(/cancelled/)).toBeNull()
  })

  it('says a cancelled order was cancelled', () => {
    render(<CheckoutPanel order={orderIn('cancelled')} token={null} />)
    expect(screen.getByText('This order was cancelled, so there is nothing to pay.')).toBeTruthy()
  })
})
