import {
  limitsDistance,
  milesBetween,
  outsideAreaMessage,
  travelFeeFor,
  unknownPostalCodeMessage,
  type AreaMethod,
} from '../../../src/shared/fulfilment/service-area.ts'
import {
  normalisePostalCode,
  type FulfilmentMethod,
  type FulfilmentSchedule,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'

// The service area's distances, from the `zipcodes` package's offline US ZIP dataset (centre coordinates of every
// ZIP code; docs/decisions/0104). The dataset is some 5 MB of JavaScript, so it is loaded on the first distance
// asked for, not with the bundle: the other functions' cold starts do not pay for it.

export interface Coordinates {
  latitude: number
  longitude: number
}

type ZipLookup = (zip: string) => Coordinates | undefined
let dataset: Promise<ZipLookup> | undefined

function zipLookup(): Promise<ZipLookup> {
  dataset ??= import('zipcodes').then((zipcodes) => (zip: string) => zipcodes.lookup(zip))
  return dataset
}

/** The centre of a five-digit US ZIP code, or undefined when the code is malformed or unknown. */
export async function coordinatesOf(postalCode: string): Promise<Coordinates | undefined> {
  const zip = normalisePostalCode(postalCode)
  // Five digits only: the dataset would otherwise read "M5V..." as a Canadian area.
  if (!/^\d{5}$/.test(zip)) return undefined
  const found = (await zipLookup())(zip)
  return found && Number.isFinite(found.latitude) && Number.isFinite(found.longitude)
    ? { latitude: found.latitude, longitude: found.longitude }
    : undefined
}

/** Whether a ZIP code is in the dataset (the kitchen's must be). */
export async function isKnownPostalCode(postalCode: string): Promise<boolean> {
  return (await coordinatesOf(postalCode)) !== undefined
}

export type AreaAnswer =
  { ok: true; distanceMiles: number; travelFeeCents: number } | { ok: false; message: string }

const isAreaMethod = (method: FulfilmentMethod): method is AreaMethod =>
  method === 'chefAtHome' || method === 'delivery'

/**
 * Whether the method reaches `postalCode` and the trip's travel fee; null when the method has no service area
 * (then any postal code will do, as far as distance goes).
 */
export async function checkServiceArea(
  schedule: FulfilmentSchedule,
  method: FulfilmentMethod,
  postalCode: string,
): Promise<AreaAnswer | null> {
  if (!isAreaMethod(method)) return null
  const area = schedule[method].area
  if (!limitsDistance(area) || !schedule.kitchenPostalCode) return null
  const shown = normalisePostalCode(postalCode)
  const [kitchen, customer] = await Promise.all([
    coordinatesOf(schedule.kitchenPostalCode),
    coordinatesOf(shown),
  ])
  if (!customer) return { ok: false, message: unknownPostalCodeMessage(shown) }
  // The schedule is saved only with a known kitchen code; should the dataset ever drop it, refuse plainly.
  if (!kitchen)
    throw new Error(`The kitchen's postal code ${schedule.kitchenPostalCode} is not in the dataset`)
  const distanceMiles = milesBetween(kitchen, customer)
  const travelFeeCents = travelFeeFor(area, distanceMiles)
  if (travelFeeCents === null) {
    return {
      ok: false,
      message: outsideAreaMessage({
        method,
        area,
        kitchenPostalCode: schedule.kitchenPostalCode,
        postalCode: shown,
        miles: distanceMiles,
      }),
    }
  }
  return { ok: true, distanceMiles, travelFeeCents }
}
