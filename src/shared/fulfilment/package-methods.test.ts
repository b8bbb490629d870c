import { describe, expect, it } from 'vitest'
import { methodRefusal, methodsForCart } from './package-methods.ts'

const carved = { title: 'Carved at the table', methods: ['chefAtHome'] as const }
const trays = { title: 'Party trays', methods: ['pickup', 'delivery'] as const }
const anyWay = { title: 'Tasting box', methods: [] as const }

describe('methodsForCart', () => {
  it('offers every method the business offers when no package names any', () => {
    expect(methodsForCart(['pickup', 'delivery', 'chefAtHome'], [anyWay])).toEqual({
      methods: ['pickup', 'delivery', 'chefAtHome'],
      leftOut: [],
    })
  })

  it('keeps only the methods every package allows and says why the others are left out', () => {
    expect(methodsForCart(['pickup', 'delivery', 'chefAtHome'], [carved, anyWay])).toEqual({
      methods: ['chefAtHome'],
      leftOut: [
        { method: 'pickup', reason: 'Pickup is not available for Carved at the table.' },
        { method: 'delivery', reason: 'Delivery is not available for Carved at the table.' },
      ],
    })
  })

  it('never offers a method the business does not offer, even when a package names it', () => {
    expect(methodsForCart(['pickup'], [trays]).methods).toEqual(['pickup'])
    expect(methodsForCart(['delivery'], [carved]).methods).toEqual([])
  })

  it('leaves nothing when the packages allow no method in common', () => {
    const { methods, leftOut } = methodsForCart(['pickup', 'delivery', 'chefAtHome'], [carved, trays])
    expect(methods).toEqual([])
    expect(leftOut.map((entry) => entry.reason)).toEqual([
      'Pickup is not available for Carved at the table.',
      'Delivery is not available for Carved at the table.',
      'Chef at your address is not available for Party trays.',
    ])
  })
})

describe('methodRefusal', () => {
  it('names each refusing package once', () => {
    expect(methodRefusal('pickup', [carved, carved, { ...carved, title: 'Whole roast' }])).toBe(
      'Pickup is not available for Carved at the table, Whole roast.',
    )
    expect(methodRefusal('chefAtHome', [carved, anyWay])).toBeUndefined()
  })
})
