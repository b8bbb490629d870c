import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import type { Order } from '../../shared/schemas/order.ts'

// Stripe's webhooks arrive after the customer is back (and a bank debit settles days later in production), so a
// page showing a payment that is not settled yet reloads the order by itself until the news lands.

/** The checkout is complete but the money has neither arrived nor failed. */
export function paymentBeingConfirmed(order: Order): boolean {
  const session = order.checkoutSession
  return (
    session?.status === 'complete' && session.payment_status === 'unpaid' && session.payment_failed !== true
  )
}

const refreshEveryMs = 3_000
// After this the page stops polling; the customer can still use its check-again button or come back later.
const refreshForMs = 10 * 60 * 1000

/** Revalidates the route's loader every few seconds while `waiting` is true. */
export function useRefreshWhileWaiting(waiting: boolean) {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (!waiting) return
    const started = Date.now()
    const timer = setInterval(() => {
      if (Date.now() - started > refreshForMs) clearInterval(timer)
      else if (document.visibilityState === 'visible') void revalidate()
    }, refreshEveryMs)
    return () => clearInterval(timer)
  }, [waiting, revalidate])
}
