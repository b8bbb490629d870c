import { describe, expect, it } from 'vitest'
import { cartTotals } from '../money.ts'
import { quoteChargeLines, quoteTotals } from './quote-totals.ts'

const tenGuestsWithCheese = { price: 730, quantity: 1 } // (65 + 8) × 10 guests
const twoServers = {
  kind: 'staff',
  label: 'Two servers, five hours',
  quantity: 2,
  unitCents: 20_000,
} as const

describe('quoteTotals', () => {
  /** The totals of a quote with no custom lines, service charge or delivery unless a test adds them. */
  const totalsOf = (input: Partial<Parameters<typeof quoteTotals>[0]>) =>
    quoteTotals({
      packageLines: [],
      customLines: [],
      serviceChargePercent: 0,
      deliveryFeeCents: 0,
      depositRule: { kind: 'percent', percent: 30 },
      ...input,
    })

  it('adds packages, custom lines, the service charge, tax on all three and the delivery fee', () => {
    const totals = totalsOf({
      packageLines: [tenGuestsWithCheese],
      customLines: [twoServers],
      serviceChargePercent: 10,
    })
    // 73,000 + 40,000 = 113,000; service 11,300; tax 5 % of 124,300 = 6,215.
    expect(totals).toEqual({
      packagesCents: 73_000,
      customLinesCents: 40_000,
      serviceChargeCents: 11_300,
      taxCents: 6_215,
      deliveryFeeCents: 0,
      totalCents: 130_515,
      depositCents: 39_155,
      balanceCents: 91_360,
    })
  })

  it('leaves the delivery fee untaxed and caps a fixed deposit at the total', () => {
    const totals = totalsOf({
      packageLines: [{ price: 100, quantity: 1 }],
      deliveryFeeCents: 800,
      depositRule: { kind: 'amount', amountCents: 50_000 },
    })
    expect(totals.taxCents).toBe(500)
    expect(totals.totalCents).toBe(11_300)
    expect(totals.depositCents).toBe(11_300)
    expect(totals.balanceCents).toBe(0)
  })

  it('rounds the service charge to whole cents', () => {
    const totals = totalsOf({
      packageLines: [{ price: 0.05, quantity: 1 }],
      serviceChargePercent: 12.5,
      depositRule: { kind: 'percent', percent: 50 },
    })
    expect(totals.serviceChargeCents).toBe(1)
  })

  it('comes to the same total as the order cart totals of its charge lines', () => {
    const input = {
      packageLines: [tenGuestsWithCheese, { price: 19.99, quantity: 3 }],
      customLines: [twoServers, { kind: 'travel', label: 'Travel', quantity: 1, unitCents: 4_550 } as const],
      serviceChargePercent: 18,
    }
    const totals = quoteTotals({
      ...input,
      deliveryFeeCents: 1_500,
      depositRule: { kind: 'percent', percent: 25 },
    })
    expect(Math.round(cartTotals(quoteChargeLines(input), 1_500).total * 100)).toBe(totals.totalCents)
  })
})
