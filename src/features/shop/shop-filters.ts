import type { PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import { isCalendarDate } from '../../shared/fulfilment/calendar-dates.ts'
import {
  allergens,
  diets,
  isAllergen,
  isDiet,
  type Allergen,
  type Diet,
} from '../../shared/food/allergens.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import { packageShopPath } from '../../shared/seo/indexed-page-meta.ts'

// The shop's filters live in the URL (/package-shop/<menu id>?diet=vegan&free=peanuts&min=50&max=200&date=2026-12-24;
// no menu id for all menus), so a filtered shop can be shared and the back button undoes a filter. Unknown diets or allergens in a shared link are ignored; a
// price or date that cannot be read is said next to its field, with what was typed kept.

export interface ShopFilters {
  diets: Diet[]
  /** Allergens the packages must be free from. */
  free: Allergen[]
  minPrice?: number
  maxPrice?: number
  date?: string
}

export interface ReadFilters {
  filters: ShopFilters
  /** What the URL said, to show in the fields. */
  typed: { min: string; max: string; date: string }
  fieldErrors: FieldErrors
}

const dollars = /^\d{1,7}(\.\d{1,2})?$/

export function readShopFilters(params: URLSearchParams): ReadFilters {
  const typed = {
    min: (params.get('min') ?? '').trim(),
    max: (params.get('max') ?? '').trim(),
    date: (params.get('date') ?? '').trim(),
  }
  const fieldErrors: FieldErrors = {}
  const filters: ShopFilters = {
    // In the fixed lists' order, each once, whatever order the link gave them in.
    diets: diets.filter((diet) => params.getAll('diet').filter(isDiet).includes(diet)),
    free: allergens.filter((allergen) => params.getAll('free').filter(isAllergen).includes(allergen)),
  }
  for (const [name, key] of [
    ['min', 'minPrice'],
    ['max', 'maxPrice'],
  ] as const) {
    if (typed[name] === '') continue
    if (dollars.test(typed[name])) filters[key] = Number(typed[name])
    else fieldErrors[name] = 'Please enter a price in dollars, for example 50 or 49.50.'
  }
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.maxPrice < filters.minPrice
  ) {
    fieldErrors['max'] = 'The highest price must be at least the lowest.'
    delete filters.maxPrice
  }
  if (typed.date !== '') {
    if (isCalendarDate(typed.date)) filters.date = typed.date
    else fieldErrors['date'] = 'Please choose a date, as YYYY-MM-DD.'
  }
  return { filters, typed, fieldErrors }
}

/**
 * Where a shop address should go instead, or null when it is already clean. The filter form sends every field
 * (`min=&max=`, `menu=` for all menus): empty fields are dropped, and the chosen menu moves into the path, so each
 * menu has one shareable address whatever page the form was sent from.
 */
export function tidyShopAddress(pathname: string, params: URLSearchParams): string | null {
  const kept = new URLSearchParams([...params].filter(([, value]) => value.trim() !== ''))
  const choseMenu = params.has('menu')
  const menu = kept.get('menu')?.trim()
  kept.delete('menu')
  if (!choseMenu && kept.size === params.size) return null
  const search = kept.toString()
  return `${choseMenu ? packageShopPath(menu) : pathname}${search ? `?${search}` : ''}`
}

export function hasFilters(filters: ShopFilters): boolean {
  return (
    filters.diets.length > 0 ||
    filters.free.length > 0 ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.date !== undefined
  )
}

/** Whether a package passes the filters that need no server: diets, allergens, price. */
export function matchesFilters(
  item: Pick<PackageCardData, 'price' | 'allergens' | 'diets'>,
  filters: ShopFilters,
): boolean {
  return (
    filters.diets.every((diet) => item.diets.includes(diet)) &&
    filters.free.every((allergen) => !item.allergens.includes(allergen)) &&
    (filters.minPrice === undefined || item.price >= filters.minPrice) &&
    (filters.maxPrice === undefined || item.price <= filters.maxPrice)
  )
}

/** The filters as a query string ("?diet=vegan&free=peanuts"), to carry them from one menu to another. */
export function filterSearch(filters: ShopFilters): string {
  const params = new URLSearchParams()
  for (const diet of filters.diets) params.append('diet', diet)
  for (const allergen of filters.free) params.append('free', allergen)
  if (filters.minPrice !== undefined) params.set('min', String(filters.minPrice))
  if (filters.maxPrice !== undefined) params.set('max', String(filters.maxPrice))
  if (filters.date) params.set('date', filters.date)
  const search = params.toString()
  return search ? `?${search}` : ''
}
