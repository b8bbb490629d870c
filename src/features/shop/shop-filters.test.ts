import { describe, expect, it } from 'vitest'
import { filterSearch, hasFilters, matchesFilters, readShopFilters, tidyShopAddress } from './shop-filters.ts'

const read = (search: string) => readShopFilters(new URLSearchParams(search))
const bowls = { price: 120, allergens: ['wheat' as const, 'sesame' as const], diets: ['vegan' as const] }
const satay = { price: 80, allergens: ['peanuts' as const], diets: ['vegan' as const, 'glutenFree' as const] }

describe('the shop filters', () => {
  it('read diets and allergens from the fixed lists, in list order, ignoring unknown ones', () => {
    const { filters, fieldErrors } = read(
      'free=sesame&diet=vegan&free=peanuts&diet=carnivore&free=nuts&free=sesame',
    )
    expect(filters).toEqual({ diets: ['vegan'], free: ['peanuts', 'sesame'] })
    expect(fieldErrors).toEqual({})
  })

  it('read a price range and a date', () => {
    expect(read('min=50&max=199.50&date=2026-12-24').filters).toEqual({
      diets: [],
      free: [],
      minPrice: 50,
      maxPrice: 199.5,
      date: '2026-12-24',
    })
  })

  it('say next to the field when a price or date cannot be read, keeping what was typed', () => {
    const { filters, typed, fieldErrors } = read('min=cheap&max=1e3&date=2026-02-30')
    expect(fieldErrors).toEqual({
      min: 'Please enter a price in dollars, for example 50 or 49.50.',
      max: 'Please enter a price in dollars, for example 50 or 49.50.',
      date: 'Please choose a date, as YYYY-MM-DD.',
    })
    expect(typed).toEqual({ min: 'cheap', max: '1e3', date: '2026-02-30' })
    expect(hasFilters(filters)).toBe(false)
  })

  it('refuse a highest price below the lowest', () => {
    const { filters, fieldErrors } = read('min=100&max=50')
    expect(fieldErrors).toEqual({ max: 'The highest price must be at least the lowest.' })
    expect(filters.minPrice).toBe(100)
    expect(filters.maxPrice).toBeUndefined()
  })

  it('keep a package only when it suits every diet, is free from every allergen and is in the price range', () => {
    const vegan = read('diet=vegan').filters
    expect([bowls, satay].filter((item) => matchesFilters(item, vegan))).toEqual([bowls, satay])
    const veganNoPeanuts = read('diet=vegan&free=peanuts').filters
    expect([bowls, satay].filter((item) => matchesFilters(item, veganNoPeanuts))).toEqual([bowls])
    const glutenFreeVegan = read('diet=vegan&diet=glutenFree').filters
    expect([bowls, satay].filter((item) => matchesFilters(item, glutenFreeVegan))).toEqual([satay])
    expect([bowls, satay].filter((item) => matchesFilters(item, read('min=80&max=100').filters))).toEqual([
      satay,
    ])
    expect([bowls, satay].filter((item) => matchesFilters(item, read('min=121').filters))).toEqual([])
  })

  it('write the filters back as a query string that reads the same', () => {
    const search = filterSearch(read('diet=vegan&free=peanuts&min=50&max=200&date=2026-12-24').filters)
    expect(search).toBe('?diet=vegan&free=peanuts&min=50&max=200&date=2026-12-24')
    expect(read(search.slice(1)).filters).toEqual(
      read('diet=vegan&free=peanuts&min=50&max=200&date=2026-12-24').filters,
    )
    expect(filterSearch(read('').filters)).toBe('')
  })

  it('drop the empty fields a submitted form sends, so a shared link reads clean', () => {
    const tidy = (path: string, search: string) => tidyShopAddress(path, new URLSearchParams(search))
    expect(tidy('/package-shop/menu-a', 'diet=vegan&min=&max=&date=')).toBe('/package-shop/menu-a?diet=vegan')
    expect(tidy('/package-shop', 'min=&max=')).toBe('/package-shop')
    expect(tidy('/package-shop/menu-a', 'diet=vegan&min=5')).toBeNull()
  })

  it('move the chosen menu into the path; "All menus" opens the shop without one', () => {
    const tidy = (path: string, search: string) => tidyShopAddress(path, new URLSearchParams(search))
    expect(tidy('/package-shop', 'menu=menu-b&diet=vegan&free=peanuts&min=')).toBe(
      '/package-shop/menu-b?diet=vegan&free=peanuts',
    )
    expect(tidy('/package-shop/menu-a', 'menu=menu-b')).toBe('/package-shop/menu-b')
    expect(tidy('/package-shop/menu-a', 'menu=&diet=vegan')).toBe('/package-shop?diet=vegan')
    expect(tidy('/package-shop', 'menu=a%2Fb')).toBe('/package-shop/a%2Fb')
  })
})
