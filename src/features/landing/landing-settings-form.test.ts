import { describe, expect, it } from 'vitest'
import { missingMenuMessage, repeatedMenuMessage } from '../../shared/landing-settings.ts'
import { invalidPhoneMessage } from '../../shared/phone-number.ts'
import {
  missingMenuErrors,
  nothingSavedMessage,
  parseLandingSettingsForm,
  readLandingSettingsForm,
} from './landing-settings-form.ts'

function formOf(entries: [string, string][]): FormData {
  const formData = new FormData()
  for (const [name, value] of entries) formData.append(name, value)
  return formData
}

const offer = (id: string, title: string, active: boolean): [string, string][] => [
  ['offerRow', id],
  [`offer.${id}.title`, title],
  [`offer.${id}.summary`, ' Lunches delivered. '],
  [`offer.${id}.summaryPunch`, 'From $145 a week.'],
  [`offer.${id}.discloser`, ''],
  [`offer.${id}.actionLine`, ''],
  [`offer.${id}.link`, '/package-shop'],
  ...(active ? ([[`offer.${id}.active`, 'on']] as [string, string][]) : []),
]
const menu = (id: string, menuId: string, title: string, introMenu: boolean): [string, string][] => [
  ['menuRow', id],
  [`menu.${id}.menuId`, menuId],
  [`menu.${id}.title`, title],
  ...(introMenu ? ([[`menu.${id}.introMenu`, 'on']] as [string, string][]) : []),
]
const upload = 'https://cdn.saffron.test/supper-1280.webp'
const uploadCopies = {
  width: 1600,
  height: 1200,
  variants: [{ type: 'image/webp', width: 1280, url: upload }],
}
const contact = (id: string, kind: string, address: string): [string, string][] => [
  ['contactRow', id],
  [`contact.${id}.kind`, kind],
  [`contact.${id}.shownAs`, ''],
  [`contact.${id}.address`, address],
]

describe('readLandingSettingsForm', () => {
  it('reads the rows in the order of their row fields, a ticked box as true', () => {
    const read = readLandingSettingsForm(
      formOf([...offer('b', 'Second', false), ...offer('a', 'First', true), ['downloadRow', 'd']]),
    )
    expect(read.offers.map((row) => [row['id'], row['title'], row['active']])).toEqual([
      ['b', 'Second', false],
      ['a', 'First', true],
    ])
    expect(read.downloads).toEqual([{ id: 'd', title: '', link: '' }])
    expect(read.contacts).toEqual([])
    expect(read.menus).toEqual([])
  })

  it('reads featured menus with their switch, and an offer picture with the copies its upload sent', () => {
    const read = readLandingSettingsForm(
      formOf([
        ...offer('a', 'First', true),
        ['offer.a.image', upload],
        ['offer.a.imageVariants', JSON.stringify(uploadCopies)],
        ...offer('b', 'Second', true),
        ['offer.b.image', ''],
        ['offer.b.imageVariants', ''],
        ...menu('m2', 'menu-garden', '', true),
        ...menu('m1', 'menu-sweet', 'Desserts', false),
      ]),
    )
    expect(read.offers.map((row) => [row['image'], row['imageVariants']])).toEqual([
      [upload, uploadCopies],
      ['', undefined],
    ])
    expect(read.menus).toEqual([
      { id: 'm2', menuId: 'menu-garden', title: '', introMenu: true },
      { id: 'm1', menuId: 'menu-sweet', title: 'Desserts', introMenu: false },
    ])
  })
})

describe('parseLandingSettingsForm', () => {
  it('gives trimmed, typed settings', () => {
    const result = parseLandingSettingsForm(
      formOf([...offer('a', ' Meal prep ', true), ...contact('c', 'email', 'chef@saffron.test')]),
      {},
    )
    expect(result).toEqual({
      ok: true,
      settings: {
        offers: [
          {
            id: 'a',
            title: 'Meal prep',
            summary: 'Lunches delivered.',
            summaryPunch: 'From $145 a week.',
            discloser: '',
            actionLine: '',
            link: '/package-shop',
            active: true,
            image: '',
            imageVariants: undefined,
          },
        ],
        downloads: [],
        menus: [],
        contacts: [{ id: 'c', kind: 'email', shownAs: '', address: 'chef@saffron.test' }],
      },
    })
  })

  it('refuses a bad phone beside its field and keeps what was typed', () => {
    const values = { 'contact.p.address': '555-12', 'offer.a.title': 'Meal prep' }
    const result = parseLandingSettingsForm(
      formOf([
        ...offer('a', 'Meal prep', true),
        ...contact('p', 'phone', '555-12'),
        ...contact('m', 'email', 'x@'),
      ]),
      values,
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors).toEqual({
      'contact.p.address': invalidPhoneMessage,
      'contact.m.address': 'Please enter a valid e-mail address, e.g. chef@example.com.',
    })
    expect(result.formError).toBe(nothingSavedMessage)
    expect(result.values).toBe(values)
  })

  it('says a featured menu without a menu, or chosen twice, on its row', () => {
    const result = parseLandingSettingsForm(
      formOf([
        ...menu('m1', 'menu-garden', '', true),
        ...menu('m2', '', 'Something', false),
        ...menu('m3', 'menu-garden', '', false),
      ]),
      {},
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors).toEqual({
      'menu.m2.menuId': 'Please choose a menu.',
      'menu.m3.menuId': repeatedMenuMessage,
    })
  })

  it('refuses a picture address that is neither an upload nor a page of this site', () => {
    const result = parseLandingSettingsForm(
      formOf([...offer('a', 'Meal prep', true), ['offer.a.image', 'javascript:alert(1)']]),
      {},
    )
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.fieldErrors).toEqual({ 'offer.a.image': 'Please choose the picture again.' })
  })

  it('says a list that is too long for the whole form', () => {
    const rows = Array.from({ length: 51 }, (_, index) => contact(`c${index}`, 'email', 'a@b.co')).flat()
    const result = parseLandingSettingsForm(formOf(rows), {})
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.formError).toBe('Please keep the contact links to 50 at most.')
  })
})

describe('missingMenuErrors', () => {
  it('marks each featured menu whose menu no longer exists', () => {
    const result = parseLandingSettingsForm(
      formOf([...menu('m1', 'menu-garden', '', true), ...menu('m2', 'menu-gone', '', false)]),
      {},
    )
    if (!result.ok) throw new Error('expected valid settings')
    expect(missingMenuErrors(result.settings, new Set(['menu-garden']))).toEqual({
      'menu.m2.menuId': missingMenuMessage,
    })
    expect(missingMenuErrors(result.settings, new Set(['menu-garden', 'menu-gone']))).toEqual({})
  })
})
