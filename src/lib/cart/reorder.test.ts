import { describe, expect, it, vi } from 'vitest'
import { chefPackageSchema } from '../../shared/schemas/chef-package.ts'
import { reorder, reorderLines, reorderSummary } from './reorder.ts'

const pkg = (id: string, title: string, price: number) =>
  chefPackageSchema.parse({ id, title, price, publicMenu: true })

describe('reorder', () => {
  it('adds each package still there at today’s price and names the ones that are gone', async () => {
    const add = vi.fn()
    const today = new Map([['ragu', pkg('ragu', 'Ragu Supper', 120)]])
    const outcome = await reorder(
      reorderLines([
        { chefPackageId: 'ragu', title: 'Ragu Supper (old name)', price: 95, image: '', quantity: 2 },
        { chefPackageId: 'gone', title: 'Summer Special', price: 50, image: '', quantity: 1 },
      ]),
      async (id) => today.get(id) ?? null,
      add,
    )
    expect(add).toHaveBeenCalledTimes(1)
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({ chefPackageId: 'ragu', title: 'Ragu Supper', price: 120, quantity: 2 }),
    )
    expect(outcome).toEqual({
      added: [{ title: 'Ragu Supper', price: 120 }],
      unavailable: ['Summer Special'],
    })
    expect(reorderSummary(outcome)).toEqual({
      added: "Added to your cart at today's prices: Ragu Supper ($120.00).",
      unavailable: 'No longer available: Summer Special.',
    })
  })

  it('adds nothing when no package is available and says so', async () => {
    const add = vi.fn()
    const outcome = await reorder(
      [{ chefPackageId: 'x', title: 'Private Dinner', quantity: 1 }],
      async () => null,
      add,
    )
    expect(add).not.toHaveBeenCalled()
    expect(reorderSummary(outcome)).toEqual({ unavailable: 'No longer available: Private Dinner.' })
  })
})
