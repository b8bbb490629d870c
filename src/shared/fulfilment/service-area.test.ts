import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  describeBands,
  limitsDistance,
  milesBetween,
  outsideAreaMessage,
  reachOf,
  serviceAreaSchema,
  travelFeeFor,
  type ServiceAreaInput,
} from './service-area.ts'

/** A band of the travel fee: from and to miles, and its fee in cents. */
const band = (fromMiles: number, toMiles: number, feeCents: number) => ({ fromMiles, toMiles, feeCents })

const twentyFive = serviceAreaSchema.parse({
  maxMiles: 25,
  bands: [band(0, 10, 0), band(10, 25, 3000)],
})

/** Each refusal's path (joined with dots) and message. */
function problems(area: ServiceAreaInput): Record<string, string> {
  const parsed = z.safeParse(serviceAreaSchema, area)
  if (parsed.success) return {}
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('travel fee bands', () => {
  it('charge the band a distance falls in, its end included, and refuse what is past the maximum', () => {
    expect(travelFeeFor(twentyFive, 0)).toBe(0)
    expect(travelFeeFor(twentyFive, 10)).toBe(0)
    expect(travelFeeFor(twentyFive, 11)).toBe(3000)
    expect(travelFeeFor(twentyFive, 25)).toBe(3000)
    expect(travelFeeFor(twentyFive, 26)).toBeNull()
    expect(travelFeeFor(twentyFive, 2453)).toBeNull()
  })

  it('without a maximum, end where the last band ends; without bands, cost nothing up to the maximum', () => {
    const bandsOnly = serviceAreaSchema.parse({ bands: [band(0, 15, 1000)] })
    expect(reachOf(bandsOnly)).toBe(15)
    expect(travelFeeFor(bandsOnly, 15)).toBe(1000)
    expect(travelFeeFor(bandsOnly, 16)).toBeNull()
    const distanceOnly = serviceAreaSchema.parse({ maxMiles: 40 })
    expect(distanceOnly.bands).toEqual([])
    expect(travelFeeFor(distanceOnly, 40)).toBe(0)
    expect(travelFeeFor(distanceOnly, 41)).toBeNull()
  })

  it('make an area only with a distance or a band', () => {
    expect(limitsDistance(undefined)).toBe(false)
    expect(limitsDistance(serviceAreaSchema.parse({}))).toBe(false)
    expect(limitsDistance(twentyFive)).toBe(true)
  })

  it('refuse overlapping, unordered and gapped bands, each on the band that is wrong', () => {
    expect(
      problems({
        bands: [band(0, 10, 0), band(5, 25, 3000)],
      }),
    ).toEqual({ 'bands.1.fromMiles': 'This band overlaps the one before: start it at 10 miles.' })
    expect(
      problems({
        bands: [band(10, 25, 3000), band(0, 10, 0)],
      }),
    ).toEqual({
      'bands.0.fromMiles': 'The first band starts at 0 miles.',
      'bands.1.fromMiles': 'This band overlaps the one before: start it at 25 miles.',
    })
    expect(
      problems({
        bands: [band(0, 10, 0), band(12, 25, 3000)],
      }),
    ).toEqual({ 'bands.1.fromMiles': 'This band leaves a gap after the one before: start it at 10 miles.' })
  })

  it('refuse a band that ends where it starts, one short of the maximum, and a fee in part cents', () => {
    expect(problems({ bands: [band(0, 0, 0)] })).toEqual({
      'bands.0.toMiles': 'A band ends further out than it starts.',
    })
    expect(problems({ maxMiles: 30, bands: [band(0, 25, 0)] })).toEqual({
      'bands.0.toMiles': 'The last band must reach the maximum distance (30 miles).',
    })
    expect(problems({ maxMiles: 0 })).toEqual({ maxMiles: 'At least 1 mile.' })
    expect(problems({ maxMiles: 2.5 })).toEqual({ maxMiles: 'Whole miles only.' })
    expect(problems({ bands: [band(0, 5, 10.5)] })).toEqual({
      'bands.0.feeCents': 'The travel fee must be a whole number of cents.',
    })
  })
})

describe('distances and their words', () => {
  it('measures whole miles over the earth between two centres', () => {
    const newYork = { latitude: 40.7484, longitude: -73.9967 }
    const beverlyHills = { latitude: 34.0901, longitude: -118.4065 }
    expect(milesBetween(newYork, newYork)).toBe(0)
    expect(milesBetween(newYork, beverlyHills)).toBe(2453)
    expect(milesBetween(beverlyHills, newYork)).toBe(2453)
  })

  it('names the area in a refusal, and the bands in a summary', () => {
    expect(
      outsideAreaMessage({
        method: 'chefAtHome',
        area: twentyFive,
        kitchenPostalCode: '10001',
        postalCode: '90210',
        miles: 2453,
      }),
    ).toBe('We cook within 25 miles of 10001; 90210 is 2,453 miles away.')
    expect(
      outsideAreaMessage({
        method: 'delivery',
        area: serviceAreaSchema.parse({ maxMiles: 1 }),
        kitchenPostalCode: '10001',
        postalCode: '10013',
        miles: 2,
      }),
    ).toBe('We deliver within 1 mile of 10001; 10013 is 2 miles away.')
    expect(describeBands(twentyFive)).toBe('Travel fee: free up to 10 miles, $30.00 up to 25 miles.')
    expect(describeBands(serviceAreaSchema.parse({ maxMiles: 40 }))).toBe('No travel fee within 40 miles.')
  })
})
