import { describe, expect, it } from 'vitest'
import {
  fulfilmentScheduleSchema,
  type FulfilmentScheduleInput,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import { testSchedule } from '../../../tests/support/schedule-shape.ts'
import { serviceAreasOf } from './fulfilment-options.ts'
import { checkServiceArea, coordinatesOf, isKnownPostalCode } from './service-area-check.ts'

// Against the real offline dataset: distances from the kitchen at 10001 (Midtown Manhattan).
const area = {
  maxMiles: 25,
  bands: [
    { fromMiles: 0, toMiles: 10, feeCents: 0 },
    { fromMiles: 10, toMiles: 25, feeCents: 3000 },
  ],
}
const scheduleWith = (overrides: Partial<FulfilmentScheduleInput>) =>
  fulfilmentScheduleSchema.parse(
    testSchedule([{ id: 'dinner', start: '17:00', end: '19:00', capacity: 2 }], overrides),
  )
const schedule = scheduleWith({ kitchenPostalCode: '10001', chefAtHome: { enabled: true, area } })

describe('the postal-code dataset', () => {
  it('knows US ZIP codes and nothing else', async () => {
    expect(await coordinatesOf(' 10001 ')).toEqual({ latitude: 40.7484, longitude: -73.9967 })
    expect(await isKnownPostalCode('90210')).toBe(true)
    // Unassigned, malformed, or a Canadian code the dataset would read by its first three characters.
    for (const code of ['00000', '10000', '1001', '100011', 'M5V 3L9', 'abcde', '']) {
      expect(await isKnownPostalCode(code)).toBe(false)
    }
  })
})

describe('checking a postal code against a service area', () => {
  it('charges by the band the distance falls in', async () => {
    expect(await checkServiceArea(schedule, 'chefAtHome', '10011')).toEqual({
      ok: true,
      distanceMiles: 1,
      travelFeeCents: 0,
    })
    // Hackensack, exactly 10 miles: still the free band.
    expect(await checkServiceArea(schedule, 'chefAtHome', '07601')).toEqual({
      ok: true,
      distanceMiles: 10,
      travelFeeCents: 0,
    })
    expect(await checkServiceArea(schedule, 'chefAtHome', '10701')).toEqual({
      ok: true,
      distanceMiles: 15,
      travelFeeCents: 3000,
    })
  })

  it('refuses a code beyond the area, naming it, and a code the dataset does not know', async () => {
    expect(await checkServiceArea(schedule, 'chefAtHome', '90210')).toEqual({
      ok: false,
      message: 'We cook within 25 miles of 10001; 90210 is 2,453 miles away.',
    })
    expect(await checkServiceArea(schedule, 'chefAtHome', '06901')).toEqual({
      ok: false,
      message: 'We cook within 25 miles of 10001; 06901 is 32 miles away.',
    })
    expect(await checkServiceArea(schedule, 'chefAtHome', '00000')).toEqual({
      ok: false,
      message: 'We cannot find the postal code 00000. Please check it (five digits, such as 10001).',
    })
  })

  it('has nothing to say for a method without an area, or for pickup', async () => {
    expect(await checkServiceArea(schedule, 'delivery', '90210')).toBeNull()
    expect(await checkServiceArea(schedule, 'pickup', '90210')).toBeNull()
    expect(await checkServiceArea(scheduleWith({}), 'chefAtHome', '90210')).toBeNull()
  })
})

describe('the areas the order review is told of', () => {
  it('names each offered method that goes only so far, with its fees in words', () => {
    expect(serviceAreasOf(schedule)).toEqual([
      {
        method: 'chefAtHome',
        summary: 'We cook within 25 miles of 10001. Travel fee: free up to 10 miles, $30.00 up to 25 miles.',
      },
    ])
    const both = scheduleWith({
      kitchenPostalCode: '10001',
      chefAtHome: { enabled: false, area },
      delivery: { enabled: true, zones: [], area: { maxMiles: 1 } },
    })
    expect(serviceAreasOf(both)).toEqual([
      { method: 'delivery', summary: 'We deliver within 1 mile of 10001. No travel fee within 1 mile.' },
    ])
    expect(serviceAreasOf(scheduleWith({}))).toEqual([])
  })
})
