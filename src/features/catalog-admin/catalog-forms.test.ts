import { describe, expect, it } from 'vitest'
import { copyUrl, imageVariantsOf } from '../../../tests/support/image-variants.ts'
import { newestFirst, parseMenuForm, parseOfferForm, parsePackageForm, parseTags } from './catalog-forms.ts'

function form(entries: [string, string][]): FormData {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

const validPackage: [string, string][] = [
  ['title', ' Sunday Roast '],
  ['description', 'Beef and all the trimmings'],
  ['price', '120.50'],
  ['tags', 'british, introOffer, ,british'],
  ['image', 'http://127.0.0.1:9199/v0/b/x/o/chefPackageImages%2Fa.webp?alt=media'],
  ['publicMenu', 'false'],
  ['addedUsers', 'u1'],
  ['addedUsers', 'u1'],
  ['detailTitle', 'Roast beef'],
  ['detailDescription', 'Rare'],
  ['detailPrice', '100'],
  ['detailTitle', 'Pudding'],
  ['detailDescription', ''],
  ['detailPrice', '20.5'],
]

describe('parsePackageForm', () => {
  it('reads a complete package: trimmed title, number price, tag list, details in order, unique users', () => {
    const parsed = parsePackageForm(form(validPackage))
    expect(parsed).toEqual({
      ok: true,
      value: {
        title: 'Sunday Roast',
        description: 'Beef and all the trimmings',
        price: 120.5,
        pricing: 'perItem',
        tags: ['british', 'introOffer'],
        image: 'http://127.0.0.1:9199/v0/b/x/o/chefPackageImages%2Fa.webp?alt=media',
        imageVariants: null,
        publicMenu: false,
        addedUsers: ['u1'],
        packageDetails: [
          { title: 'Roast beef', description: 'Rare', price: 100 },
          { title: 'Pudding', description: '', price: 20.5 },
        ],
        maxPerDate: null,
        leadTimeDays: null,
        minGuests: null,
        maxGuests: null,
        availableDates: [],
        allergens: [],
        diets: [],
        methods: [],
        deposit: null,
      },
    })
  })

  describe('deposit', () => {
    const withDeposit = (kind: string, value: string, days: string) =>
      parsePackageForm(
        form([
          ...validPackage,
          ['depositKind', kind],
          ['depositValue', value],
          ['balanceDueDaysBefore', days],
        ]),
      )

    it('reads a percentage or an amount in dollars, and the days before the date the balance is due', () => {
      expect(withDeposit('percent', ' 30 ', '14')).toMatchObject({
        ok: true,
        value: { deposit: { rule: { kind: 'percent', percent: 30 }, balanceDueDaysBefore: 14 } },
      })
      expect(withDeposit('amount', '250.50', '7')).toMatchObject({
        ok: true,
        value: { deposit: { rule: { kind: 'amount', amountCents: 25_050 }, balanceDueDaysBefore: 7 } },
      })
    })

    it('reads no deposit as null, so saving removes a stored one, whatever the other fields hold', () => {
      expect(withDeposit('none', '30', 'x')).toMatchObject({ ok: true, value: { deposit: null } })
    })

    it('says next to each field what is wrong with it', () => {
      expect(withDeposit('percent', '0', '14')).toEqual({
        ok: false,
        errors: { depositValue: 'Please enter a percentage above 0 and at most 100.' },
      })
      expect(withDeposit('percent', '101', '0')).toEqual({
        ok: false,
        errors: {
          depositValue: 'Please enter a percentage above 0 and at most 100.',
          balanceDueDaysBefore: 'Please enter a whole number of days from 1 to 180.',
        },
      })
      expect(withDeposit('amount', '0.25', '2.5')).toEqual({
        ok: false,
        errors: {
          depositValue: 'Please enter an amount in dollars of at least $0.50.',
          balanceDueDaysBefore: 'Please enter a whole number of days from 1 to 180.',
        },
      })
      expect(withDeposit('half', '30', '14')).toEqual({
        ok: false,
        errors: { depositKind: 'Please choose no deposit, a percentage or an amount.' },
      })
    })
  })

  describe('fulfilment methods', () => {
    it('reads the ticked methods, each once', () => {
      const parsed = parsePackageForm(
        form([...validPackage, ['methods', 'chefAtHome'], ['methods', 'chefAtHome']]),
      )
      expect(parsed).toMatchObject({ ok: true, value: { methods: ['chefAtHome'] } })
    })

    it('refuses a method the business does not know, by its field', () => {
      expect(parsePackageForm(form([...validPackage, ['methods', 'drone']]))).toEqual({
        ok: false,
        errors: { methods: 'Please choose from the list. Reload the page if it looks out of date.' },
      })
    })
  })

  describe('food labels', () => {
    it('reads the ticked allergens and diets, each once', () => {
      const parsed = parsePackageForm(
        form([
          ...validPackage,
          ['allergens', 'milk'],
          ['allergens', 'wheat'],
          ['allergens', 'milk'],
          ['diets', 'vegetarian'],
        ]),
      )
      expect(parsed).toMatchObject({
        ok: true,
        value: { allergens: ['milk', 'wheat'], diets: ['vegetarian'] },
      })
    })

    it('refuses a label that is not on the fixed lists, by its field', () => {
      expect(parsePackageForm(form([...validPackage, ['allergens', 'nuts']]))).toEqual({
        ok: false,
        errors: { allergens: 'Please choose from the list. Reload the page if it looks out of date.' },
      })
    })
  })

  describe('option groups', () => {
    const withOptions = (groups: unknown) =>
      parsePackageForm(form([...validPackage, ['optionGroups', JSON.stringify(groups)]]))
    const main = {
      kind: 'chooseOne',
      id: 'main',
      label: ' Main ',
      required: true,
      choices: [
        { id: 'beef', label: 'Beef', price: '' },
        { id: 'fish', label: 'Cod', price: '-5' },
      ],
    }
    const cake = {
      kind: 'text',
      id: 'cake',
      label: 'Message on the cake',
      required: false,
      maxLength: '40',
      price: '2.50',
    }

    it('reads the groups as typed: labels trimmed, prices in dollars (empty is none), the text limit a number', () => {
      const parsed = withOptions([
        main,
        {
          kind: 'chooseAny',
          id: 'add-ons',
          label: 'Add-ons',
          choices: [{ id: 'c', label: 'Cheese', price: '8' }],
        },
        cake,
      ])
      expect(parsed.ok && parsed.value.optionGroups).toEqual([
        {
          kind: 'chooseOne',
          id: 'main',
          label: 'Main',
          required: true,
          choices: [
            { id: 'beef', label: 'Beef', price: 0 },
            { id: 'fish', label: 'Cod', price: -5 },
          ],
        },
        {
          kind: 'chooseAny',
          id: 'add-ons',
          label: 'Add-ons',
          choices: [{ id: 'c', label: 'Cheese', price: 8 }],
        },
        {
          kind: 'text',
          id: 'cake',
          label: 'Message on the cake',
          required: false,
          maxLength: 40,
          price: 2.5,
        },
      ])
    })

    it('leaves the stored groups alone when the form has no option editor', () => {
      const parsed = parsePackageForm(form(validPackage))
      expect(parsed.ok && 'optionGroups' in parsed.value).toBe(false)
    })

    it('refuses a blank name, a group without choices, a bad price and a bad limit, each by its field', () => {
      const parsed = withOptions([
        { ...main, label: ' ', choices: [{ id: 'beef', label: '', price: 'cheap' }] },
        { kind: 'chooseAny', id: 'add-ons', label: 'Add-ons', choices: [] },
        { ...cake, maxLength: '0', price: '-1' },
      ])
      expect(parsed.ok).toBe(false)
      expect(parsed.ok ? {} : parsed.errors).toMatchObject({
        'optionGroups.0.label': 'Please enter a name for the option.',
        'optionGroups.0.choices.0.label': 'Please enter a choice.',
        'optionGroups.0.choices.0.price': expect.stringMatching(/^Please enter dollars from −10000 to 10000/),
        'optionGroups.1.choices': 'Please add at least one choice.',
        'optionGroups.2.maxLength': 'Please enter a whole number of characters from 1 to 500.',
        'optionGroups.2.price': expect.stringMatching(/^Please enter dollars from 0 to 10000/),
      })
    })
  })

  describe('fulfilment limits', () => {
    const withLimits = (limits: [string, string][]) => parsePackageForm(form([...validPackage, ...limits]))

    it('reads typed limits as whole numbers and dates sorted without repeats; empty limits as none (null)', () => {
      const parsed = withLimits([
        ['maxPerDate', ' 4 '],
        ['leadTimeDays', '14'],
        ['minGuests', '10'],
        ['maxGuests', ''],
        ['availableDates', '2026-12-24\n2026-12-20, 2026-12-24\n'],
      ])
      expect(parsed.ok && parsed.value).toMatchObject({
        maxPerDate: 4,
        leadTimeDays: 14,
        minGuests: 10,
        maxGuests: null,
        availableDates: ['2026-12-20', '2026-12-24'],
      })
    })

    it.each([
      ['maxPerDate', '0', /from 1 to 1000/],
      ['maxPerDate', '2.5', /whole number of packages/],
      ['leadTimeDays', '-1', /from 0 to 365/],
      ['leadTimeDays', 'soon', /whole number of days/],
      ['minGuests', '10001', /from 1 to 10000/],
      ['availableDates', '2026-02-30', /YYYY-MM-DD/],
      ['availableDates', '24/12/2026', /YYYY-MM-DD/],
    ])('refuses %s = %j with a message by that field', (name, value, message) => {
      const parsed = withLimits([[name, value]])
      expect(parsed.ok).toBe(false)
      if (!parsed.ok) expect(parsed.errors[name]).toMatch(message)
    })

    it('reads the pricing mode, per item when not posted, and refuses per guest without both guest limits by it', () => {
      const perItem = withLimits([])
      expect(perItem.ok && perItem.value.pricing).toBe('perItem')
      const perGuest = withLimits([
        ['pricing', 'perGuest'],
        ['minGuests', '6'],
        ['maxGuests', '20'],
      ])
      expect(perGuest.ok && perGuest.value.pricing).toBe('perGuest')
      const withoutMost = withLimits([
        ['pricing', 'perGuest'],
        ['minGuests', '6'],
      ])
      expect(withoutMost.ok).toBe(false)
      if (!withoutMost.ok) {
        expect(withoutMost.errors['pricing']).toBe(
          'A package priced per guest needs its fewest and most guests.',
        )
      }
      const unknown = withLimits([['pricing', 'perHour']])
      expect(!unknown.ok && unknown.errors['pricing']).toBe('Please choose per item or per guest.')
    })

    it('refuses fewer most guests than fewest guests, by the most-guests field', () => {
      const parsed = withLimits([
        ['minGuests', '20'],
        ['maxGuests', '10'],
      ])
      expect(parsed.ok).toBe(false)
      if (!parsed.ok)
        expect(parsed.errors['maxGuests']).toBe('The most guests must be at least the fewest guests.')
      expect(
        withLimits([
          ['minGuests', '10'],
          ['maxGuests', '10'],
        ]).ok,
      ).toBe(true)
    })
  })

  it('refuses $0, negative, text and 3-decimal prices with a message by the field; a cent is a price', () => {
    const withPrice = (price: string) =>
      parsePackageForm(form([...validPackage.filter(([key]) => key !== 'price'), ['price', price]]))
    expect(withPrice('0.01').ok).toBe(true)
    expect(withPrice('0')).toMatchObject({ ok: false, errors: { price: 'The price must be more than $0.' } })
    expect(withPrice('0.00')).toMatchObject({
      ok: false,
      errors: { price: 'The price must be more than $0.' },
    })
    for (const bad of ['-1', 'ten', '1.005', '']) {
      const parsed = withPrice(bad)
      expect(parsed.ok).toBe(false)
      if (!parsed.ok) expect(parsed.errors['price']).toMatch(/price/)
    }
  })

  it('names the detail row that is wrong and refuses a blank title', () => {
    const parsed = parsePackageForm(
      form([
        ...validPackage.filter(([key]) => key !== 'title'),
        ['title', '  '],
        ['detailTitle', ''],
        ['detailPrice', 'x'],
      ]),
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors['title']).toBe('Please enter a title.')
    expect(parsed.errors['packageDetails.2.title']).toMatch(/title/)
    expect(parsed.errors['packageDetails.2.price']).toMatch(/price/)
  })

  it('refuses a package detail priced $0, by its row', () => {
    const parsed = parsePackageForm(form([...validPackage, ['detailTitle', 'Bread'], ['detailPrice', '0']]))
    expect(parsed).toMatchObject({
      ok: false,
      errors: { 'packageDetails.2.price': 'The price must be more than $0.' },
    })
  })

  it('refuses an image that is neither a site path nor an http(s) URL', () => {
    const parsed = parsePackageForm(
      form([...validPackage.filter(([key]) => key !== 'image'), ['image', 'javascript:alert(1)']]),
    )
    expect(parsed.ok).toBe(false)
    const site = parsePackageForm(
      form([...validPackage.filter(([key]) => key !== 'image'), ['image', '/logo.svg']]),
    )
    expect(site.ok).toBe(true)
  })

  it("keeps the upload's copies with the image they belong to, and never another image's", () => {
    const copies = imageVariantsOf('roast')
    const withImage = (image: string, variants: string) =>
      parsePackageForm(
        form([
          ...validPackage.filter(([key]) => key !== 'image'),
          ['image', image],
          ['imageVariants', variants],
        ]),
      )
    const uploaded = copyUrl('roast', 1280, 'image/webp')
    expect(withImage(uploaded, JSON.stringify(copies))).toMatchObject({
      ok: true,
      value: { image: uploaded, imageVariants: copies },
    })
    // Replaced by a site path, removed, or sent broken: saved without copies (null removes stored ones).
    for (const [image, variants] of [
      ['/logo.svg', JSON.stringify(copies)],
      ['', JSON.stringify(copies)],
      [uploaded, '{"width": "wide"}'],
      [uploaded, ''],
    ] as const) {
      expect(withImage(image, variants)).toMatchObject({ ok: true, value: { imageVariants: null } })
    }
  })

  it('words every length limit (zod/mini has no English of its own)', () => {
    const parsed = parsePackageForm(
      form([
        ...validPackage.filter(([key]) => key !== 'image' && key !== 'title'),
        ['title', 'x'.repeat(201)],
        ['image', `https://example.com/${'x'.repeat(2000)}`],
        ['addedUsers', 'x'.repeat(201)],
      ]),
    )
    expect(parsed).toEqual({
      ok: false,
      errors: {
        title: 'Please keep this under 200 characters.',
        image: 'Please keep the image link to at most 2000 characters.',
        'addedUsers.1': 'Please pick the users from the list.',
      },
    })
  })
})

describe('parseMenuForm and parseOfferForm', () => {
  it('reads a menu with its attached packages once each', () => {
    expect(
      parseMenuForm(
        form([
          ['title', 'Autumn'],
          ['addedChefPackages', 'p1'],
          ['addedChefPackages', 'p2'],
          ['addedChefPackages', 'p1'],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: {
        title: 'Autumn',
        description: '',
        tags: [],
        image: '',
        imageVariants: null,
        addedChefPackages: ['p1', 'p2'],
        addedUsers: [],
        published: false,
      },
    })
    expect(parseMenuForm(form([['title', '']]))).toMatchObject({
      ok: false,
      errors: { title: 'Please enter a title.' },
    })
  })

  it('reads the added users once each, and keeps or switches publication by the button pressed', () => {
    const menu = (extra: [string, string][]) =>
      parseMenuForm(form([['title', 'Autumn'], ['addedUsers', 'u1'], ['addedUsers', 'u1'], ...extra]))
    expect(menu([])).toMatchObject({ ok: true, value: { addedUsers: ['u1'], published: false } })
    expect(menu([['published', 'true']])).toMatchObject({ ok: true, value: { published: true } })
    expect(menu([['publication', 'publish']])).toMatchObject({ ok: true, value: { published: true } })
    expect(
      menu([
        ['published', 'true'],
        ['publication', 'unpublish'],
      ]),
    ).toMatchObject({
      ok: true,
      value: { published: false },
    })
  })

  it('needs an offer price', () => {
    expect(
      parseOfferForm(
        form([
          ['title', 'Intro'],
          ['price', ''],
        ]),
      ),
    ).toMatchObject({ ok: false, errors: { price: expect.any(String) } })
    expect(
      parseOfferForm(
        form([
          ['title', 'Intro'],
          ['price', '90'],
        ]),
      ),
    ).toMatchObject({ ok: true, value: { price: 90 } })
    expect(
      parseOfferForm(
        form([
          ['title', 'Intro'],
          ['price', '0'],
        ]),
      ),
    ).toMatchObject({ ok: false, errors: { price: 'The price must be more than $0.' } })
  })
})

describe('helpers', () => {
  it('parses tags and sorts newest first', () => {
    expect(parseTags(' a, b ,, a ')).toEqual(['a', 'b'])
    expect(newestFirst([{ createdStamp: 1 }, {}, { createdStamp: 3 }])).toEqual([
      { createdStamp: 3 },
      { createdStamp: 1 },
      {},
    ])
  })
})
