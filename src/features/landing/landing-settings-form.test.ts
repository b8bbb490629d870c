import { describe, expect, it } from 'vitest'
import { invalidPhoneMessage } from '../../shared/phone-number.ts'
import {
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
          },
        ],
        downloads: [],
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

  it('says a list that is too long for the whole form', () => {
    const rows = Array.from({ length: 51 }, (_, index) => contact(`c${index}`, 'email', 'a@b.co')).flat()
    const result = parseLandingSettingsForm(formOf(rows), {})
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.formError).toBe('Please keep the contact links to 50 at most.')
  })
})
