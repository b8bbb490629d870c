import type { ChefPackage } from '../schemas/chef-package.ts'
import { formatCalendarDate, type CalendarDate } from './calendar-dates.ts'

// What a customer should know before putting a package in the cart: the notice it needs, the guests it is for, how
// many are sold per date and the only dates a limited drop is sold for. The order review's calendar enforces the
// same limits; these sentences only say them up front.

type PackageLimits = Pick<
  ChefPackage,
  'maxPerDate' | 'leadTimeDays' | 'minGuests' | 'maxGuests' | 'availableDates'
>

/** Dates listed by name before the rest are counted ("and 4 more dates"). */
export const listedSaleDates = 5

function guestsFact({ minGuests, maxGuests }: PackageLimits): string | null {
  if (minGuests !== undefined && maxGuests !== undefined) {
    return minGuests === maxGuests
      ? `For ${minGuests.toLocaleString('en-US')} guests.`
      : `For ${minGuests.toLocaleString('en-US')} to ${maxGuests.toLocaleString('en-US')} guests.`
  }
  if (minGuests !== undefined) return `For at least ${minGuests.toLocaleString('en-US')} guests.`
  if (maxGuests !== undefined) return `For up to ${maxGuests.toLocaleString('en-US')} guests.`
  return null
}

function saleDatesFact(dates: readonly CalendarDate[], today: CalendarDate): string | null {
  const upcoming = dates.filter((date) => date >= today)
  if (dates.length === 0) return null
  if (upcoming.length === 0) return 'No longer on sale: every date it was sold for has passed.'
  const named = upcoming.slice(0, listedSaleDates).map(formatCalendarDate)
  const rest = upcoming.length - named.length
  const list =
    rest > 0 ? `${named.join('; ')} and ${rest} more ${rest === 1 ? 'date' : 'dates'}` : named.join('; ')
  return `Sold only for ${list}.`
}

/** The package's limits as sentences, in the order a customer meets them; none when it has no limits. */
export function packageLimitFacts(chefPackage: PackageLimits, today: CalendarDate): string[] {
  const facts: (string | null)[] = [
    chefPackage.leadTimeDays
      ? `Book at least ${chefPackage.leadTimeDays} ${chefPackage.leadTimeDays === 1 ? 'day' : 'days'} ahead.`
      : null,
    guestsFact(chefPackage),
    saleDatesFact(chefPackage.availableDates, today),
    chefPackage.maxPerDate !== undefined ? `At most ${chefPackage.maxPerDate} per date.` : null,
  ]
  return facts.filter((fact): fact is string => fact !== null)
}
