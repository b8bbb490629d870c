import { z } from 'zod/mini'
import { formatCents } from '../money.ts'

// How far from the kitchen a method (chef at your address, delivery) goes and what the trip costs: an optional
// maximum distance and travel-fee bands by distance ("up to 10 mi free, 10 to 25 mi $30"). Distances are whole
// miles between postal-code centres, measured on the server from an offline dataset (docs/decisions/0104); this
// file holds only the rules, so the browser never loads the dataset.

const wholeMiles = (label: string) =>
  z
    .number({ error: `Please enter ${label} in miles.` })
    .check(
      z.int('Whole miles only.'),
      z.nonnegative('Cannot be negative.'),
      z.maximum(3000, 'At most 3,000 miles.'),
    )

/** One band: a trip of more than `fromMiles` and up to `toMiles` costs `feeCents` (the first band starts at 0). */
export const travelFeeBandSchema = z
  .object({
    fromMiles: wholeMiles('where the band starts'),
    toMiles: wholeMiles('where the band ends'),
    feeCents: z
      .number({ error: 'Please enter the travel fee.' })
      .check(
        z.int('The travel fee must be a whole number of cents.'),
        z.nonnegative('The travel fee cannot be negative.'),
        z.maximum(100_000_000, 'The travel fee is too large.'),
      ),
  })
  .check(
    z.refine((band) => band.toMiles > band.fromMiles, {
      message: 'A band ends further out than it starts.',
      path: ['toMiles'],
    }),
  )
export type TravelFeeBand = z.infer<typeof travelFeeBandSchema>

export const serviceAreaSchema = z
  .object({
    /** Farthest trip taken, in miles; without it the last band's end is the limit. */
    maxMiles: z.optional(wholeMiles('the maximum distance').check(z.minimum(1, 'At least 1 mile.'))),
    bands: z._default(z.array(travelFeeBandSchema).check(z.maxLength(10, 'At most 10 bands.')), []),
  })
  .check(
    // Bands follow one another without overlap or gap, so every distance has exactly one fee.
    z.superRefine((area, context) => {
      area.bands.forEach((band, index) => {
        const before = area.bands[index - 1]
        const start = before ? before.toMiles : 0
        if (band.fromMiles === start) return
        const message = !before
          ? 'The first band starts at 0 miles.'
          : band.fromMiles < start
            ? `This band overlaps the one before: start it at ${start} miles.`
            : `This band leaves a gap after the one before: start it at ${start} miles.`
        context.issues.push({
          code: 'custom',
          message,
          input: band.fromMiles,
          path: ['bands', index, 'fromMiles'],
        })
      })
      const last = area.bands.at(-1)
      if (last && area.maxMiles !== undefined && last.toMiles < area.maxMiles) {
        context.issues.push({
          code: 'custom',
          message: `The last band must reach the maximum distance (${area.maxMiles} miles).`,
          input: last.toMiles,
          path: ['bands', area.bands.length - 1, 'toMiles'],
        })
      }
    }),
  )
export type ServiceArea = z.infer<typeof serviceAreaSchema>
export type ServiceAreaInput = z.input<typeof serviceAreaSchema>

/** True when the area limits anything (a distance or a band); an empty area is no area. */
export function limitsDistance(area: ServiceArea | undefined): area is ServiceArea {
  return area !== undefined && (area.maxMiles !== undefined || area.bands.length > 0)
}

/** The farthest trip the area takes, in miles. */
export function reachOf(area: ServiceArea): number {
  return area.maxMiles ?? area.bands.at(-1)?.toMiles ?? Number.POSITIVE_INFINITY
}

/** The travel fee for a trip of `miles` (whole miles), or null when it is beyond the area. */
export function travelFeeFor(area: ServiceArea, miles: number): number | null {
  if (miles > reachOf(area)) return null
  if (area.bands.length === 0) return 0
  const band = area.bands.find((candidate) => miles <= candidate.toMiles)
  return band ? band.feeCents : null
}

const milesText = (miles: number) => `${miles.toLocaleString('en-US')} ${miles === 1 ? 'mile' : 'miles'}`

/** Whole miles between two points on the earth (haversine over a 3,958.8-mile radius). */
export function milesBetween(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLatitude = radians(to.latitude - from.latitude)
  const dLongitude = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2
  return Math.round(2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(a))))
}

/** The verb the refusal uses for each method that can have an area. */
export const areaVerbs = { chefAtHome: 'We cook', delivery: 'We deliver' } as const
export type AreaMethod = keyof typeof areaVerbs

/** "We cook within 25 miles of 10001; 90210 is 2,445 miles away." */
export function outsideAreaMessage(input: {
  method: AreaMethod
  area: ServiceArea
  kitchenPostalCode: string
  postalCode: string
  miles: number
}): string {
  return `${areaVerbs[input.method]} within ${milesText(reachOf(input.area))} of ${input.kitchenPostalCode}; ${
    input.postalCode
  } is ${milesText(input.miles)} away.`
}

export const unknownPostalCodeMessage = (postalCode: string) =>
  `We cannot find the postal code ${postalCode}. Please check it (five digits, such as 10001).`

/** "Travel: free up to 10 miles, $30.00 up to 25 miles." for the order review and the schedule page. */
export function describeBands(area: ServiceArea): string {
  if (area.bands.length === 0) return `No travel fee within ${milesText(reachOf(area))}.`
  const parts = area.bands.map(
    (band) => `${band.feeCents === 0 ? 'free' : formatCents(band.feeCents)} up to ${milesText(band.toMiles)}`,
  )
  return `Travel fee: ${parts.join(', ')}.`
}
