import { describe, expect, it } from 'vitest'
import { readableTag, readableTags } from './chef-package.ts'

describe('package tags in words', () => {
  it('read slugs as words in sentence case', () => {
    expect(readableTag('vegetarian')).toBe('Vegetarian')
    expect(readableTag('gluten-free')).toBe('Gluten free')
    expect(readableTag('family_style')).toBe('Family style')
    expect(readableTag('glutenFree')).toBe('Gluten free')
    expect(readableTag('  Meal Prep ')).toBe('Meal prep')
  })

  it('keep acronyms in capitals', () => {
    expect(readableTag('vegan-BBQ')).toBe('Vegan BBQ')
  })

  it('read counted tags as a phrase', () => {
    expect(readableTag('serves-8')).toBe('Serves 8')
    expect(readableTag('Serves_12')).toBe('Serves 12')
    expect(readableTag('feeds-20')).toBe('Feeds 20')
    expect(readableTag('3-courses')).toBe('3 courses')
    expect(readableTag('1-course')).toBe('1 course')
    expect(readableTag('serves-many')).toBe('Serves many')
  })

  it('read the system tag introOffer as "Intro offer"', () => {
    expect(readableTag('introOffer')).toBe('Intro offer')
  })

  it('show each tag once and leave empty ones out', () => {
    expect(
      readableTags(['serves-4', 'Serves 4', '', ' - ', 'gluten-free', 'gluten_free', 'introOffer']),
    ).toEqual(['Serves 4', 'Gluten free', 'Intro offer'])
  })
})
