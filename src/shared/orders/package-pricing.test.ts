import { describe, expect, it } from 'vitest'
import { chefPackageSchema } from '../schemas/chef-package.ts'
import { mainCourseChoice } from '../schemas/package-options.fixture.ts'
import { describeOptions, lineDetails, priceLine } from './package-pricing.ts'

const holidayDinner = chefPackageSchema.parse({
  id: 'holiday',
  title: 'Holiday dinner',
  price: 65,
  pricing: 'perGuest',
  minGuests: 6,
  maxGuests: 20,
  optionGroups: [
    mainCourseChoice(5),
    {
      kind: 'chooseAny',
      id: 'extras',
      label: 'Add-ons',
      choices: [{ id: 'cheese', label: 'Cheese course', price: 8 }],
    },
    { kind: 'text', id: 'message', label: 'Message on the cake', maxLength: 40, price: 15 },
  ],
})
const cake = chefPackageSchema.parse({
  id: 'cake',
  title: 'Cake',
  price: 42.5,
  optionGroups: [{ kind: 'text', id: 'message', label: 'Message', maxLength: 10, price: 15 }],
})
const fish = { groupId: 'main', choiceIds: ['fish'] }

describe('pricing one line', () => {
  it('reads every stored package without the new fields as priced per item, with no options', () => {
    const stored = chefPackageSchema.parse({
      id: 'old',
      title: 'Old',
      price: 480,
      minGuests: 6,
      maxGuests: 12,
    })
    expect(stored.pricing).toBe('perItem')
    expect(priceLine(stored, { guests: 12 })).toEqual({ price: 480, options: [], problems: [] })
  })

  it.each([
    [6, 390],
    [12, 780],
    [20, 1300],
  ])('prices a per-guest package as price × guests (%i guests → $%i)', (guests, price) => {
    expect(priceLine(holidayDinner, { guests, options: [fish] })).toMatchObject({
      price,
      guests,
      problems: [],
    })
  })

  it('prices each chosen option per guest on a per-guest package', () => {
    const line = priceLine(holidayDinner, {
      guests: 10,
      options: [
        { groupId: 'main', choiceIds: ['beef'] },
        { groupId: 'extras', choiceIds: ['cheese'] },
        { groupId: 'message', text: '  Happy holidays  ' },
      ],
    })
    expect(line).toEqual({
      price: 930,
      guests: 10,
      options: [
        { label: 'Main', choice: 'Beef', price: 50 },
        { label: 'Add-ons', choice: 'Cheese course', price: 80 },
        { label: 'Message on the cake', choice: 'Happy holidays', price: 150 },
      ],
      problems: [],
    })
    expect(describeOptions(line.options)).toBe(
      'Main: Beef · Add-ons: Cheese course · Message on the cake: Happy holidays',
    )
  })

  it('adds an option once per item on a per-item package; an empty message costs nothing', () => {
    expect(priceLine(cake, { options: [{ groupId: 'message', text: 'Hi Sam' }] })).toMatchObject({
      price: 57.5,
      problems: [],
    })
    expect(priceLine(cake, { options: [{ groupId: 'message', text: '   ' }] })).toEqual({
      price: 42.5,
      options: [],
      problems: [],
    })
  })

  it.each([
    [undefined, 'Please enter the number of guests for Holiday dinner.'],
    [5, 'Holiday dinner is for at least 6 guests.'],
    [21, 'Holiday dinner is for at most 20 guests.'],
  ])('refuses %s guests next to the guests field', (guests, message) => {
    expect(priceLine(holidayDinner, { guests, options: [fish] }).problems).toEqual([
      { field: 'guests', message },
    ])
  })

  it.each([
    ['a missing required choice', [], 'main', 'Please choose a Main.'],
    [
      'an unknown choice',
      [{ groupId: 'main', choiceIds: ['lobster'] }],
      'main',
      'That Main is not on offer.',
    ],
    [
      'two choices where one is allowed',
      [{ groupId: 'main', choiceIds: ['beef', 'fish'] }],
      'main',
      'Please choose only one Main.',
    ],
    [
      'an unknown add-on',
      [fish, { groupId: 'extras', choiceIds: ['caviar'] }],
      'extras',
      'That Add-ons is not on offer.',
    ],
    [
      'an unknown option group',
      [fish, { groupId: 'wine', choiceIds: ['red'] }],
      'wine',
      'Holiday dinner has no such option; please choose again.',
    ],
    [
      'a message over its length',
      [fish, { groupId: 'message', text: 'x'.repeat(41) }],
      'message',
      'Please keep the Message on the cake to 40 characters.',
    ],
  ])('refuses %s next to its option group', (_case, options, groupId, message) => {
    expect(priceLine(holidayDinner, { guests: 8, options }).problems).toEqual([
      { field: 'option', groupId, message },
    ])
  })

  it('never reads a price or label the browser sends with a choice', () => {
    const forged = { groupId: 'main', choiceIds: ['beef'], price: -500, label: 'Free beef' }
    expect(priceLine(holidayDinner, { guests: 6, options: [forged] })).toMatchObject({
      price: 420,
      options: [{ label: 'Main', choice: 'Beef', price: 30 }],
    })
  })
})

describe('a stored line in words', () => {
  it.each([
    [{}, ''],
    [{ guests: 1 }, 'For 1 guest'],
    [{ guests: 8, options: [{ label: 'Main', choice: 'Beef', price: 0 }] }, 'For 8 guests · Main: Beef'],
    [{ options: [{ label: 'Message', choice: 'Hi', price: 15 }] }, 'Message: Hi'],
  ])('%o reads "%s"', (item, text) => {
    expect(lineDetails(item)).toBe(text)
  })
})
