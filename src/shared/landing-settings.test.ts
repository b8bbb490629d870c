import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  blocksFromLandingSettings,
  contactAddressProblem,
  isActiveCard,
  landingSettingsFromBlocks,
  landingSettingsSchema,
  type LandingSettingsBlocks,
} from './landing-settings.ts'
import { businessContactFromContactLinks } from './business-contact.ts'
import { invalidPhoneMessage } from './phone-number.ts'

const stored: LandingSettingsBlocks = {
  topLandingCards: [
    {
      id: 'card-1',
      title: 'Free consultation',
      summary: 'We plan the menu together.',
      summaryPunch: 'The first 30 minutes are on us.',
      discloser: 'Within 25 miles.',
      actionLine: 'Book',
      link: '/login',
      image: '/demo/promo.svg',
      imageVariants: { w400: '/demo/promo-400.webp' } as never,
    },
    { id: 'card-2', title: 'Hidden', active: 'false' },
  ],
  landingDownloads: [{ id: 'dl-1', title: 'Sample menu', link: '/demo/menu.pdf', image: '/demo/menu.svg' }],
  contactLinks: [
    { id: 'c-phone', title: '(212) 555-0142', link: 'tel:+12125550142', icon: 'phone' },
    { id: 'c-mail', title: 'chef@saffron.test', link: 'mailto:chef@saffron.test', icon: 'email' },
    { id: 'c-insta', title: '@saffron', link: 'https://www.instagram.com/saffron/', icon: 'instagram' },
  ],
}

describe('landingSettingsFromBlocks', () => {
  it('reads the stored blocks as rows in words', () => {
    const settings = landingSettingsFromBlocks(stored)
    expect(settings.offers.map((offer) => [offer.title, offer.active])).toEqual([
      ['Free consultation', true],
      ['Hidden', false],
    ])
    expect(settings.downloads).toEqual([{ id: 'dl-1', title: 'Sample menu', link: '/demo/menu.pdf' }])
    expect(settings.contacts).toEqual([
      { id: 'c-phone', kind: 'phone', shownAs: '(212) 555-0142', address: '+1 212 555 0142' },
      { id: 'c-mail', kind: 'email', shownAs: 'chef@saffron.test', address: 'chef@saffron.test' },
      {
        id: 'c-insta',
        kind: 'instagram',
        shownAs: '@saffron',
        address: 'https://www.instagram.com/saffron/',
      },
    ])
  })
})

describe('blocksFromLandingSettings', () => {
  it('writes the rows back in their order, keeping what the form does not edit (pictures and their copies)', () => {
    const settings = landingSettingsFromBlocks(stored)
    settings.offers.reverse()
    settings.offers[1]!.summaryPunch = 'From $95.'
    settings.offers[0]!.active = true
    const blocks = blocksFromLandingSettings(settings, stored)
    expect(blocks.topLandingCards.map((block) => block.id)).toEqual(['card-2', 'card-1'])
    expect(blocks.topLandingCards[1]).toMatchObject({
      summaryPunch: 'From $95.',
      image: '/demo/promo.svg',
      imageVariants: { w400: '/demo/promo-400.webp' },
      active: 'true',
    })
    expect(blocks.topLandingCards[0]!['active']).toBe('true')
    expect(blocks.landingDownloads[0]).toEqual(stored.landingDownloads[0])
  })

  it('stores contact links as the footer and the mails read them: tel: in E.164, mailto:, the kind as icon', () => {
    const settings = z.parse(landingSettingsSchema, {
      offers: [],
      downloads: [],
      contacts: [
        { id: 'n1', kind: 'phone', shownAs: '', address: '(646) 555-0199' },
        { id: 'n2', kind: 'email', shownAs: 'Write to us', address: ' hello@saffron.test ' },
        { id: 'n3', kind: 'facebook', shownAs: '', address: 'https://facebook.com/saffron' },
      ],
    })
    const { contactLinks } = blocksFromLandingSettings(settings, stored)
    expect(contactLinks).toEqual([
      { id: 'n1', title: '+1 646 555 0199', link: 'tel:+16465550199', icon: 'phone' },
      { id: 'n2', title: 'Write to us', link: 'mailto:hello@saffron.test', icon: 'email' },
      {
        id: 'n3',
        title: 'https://facebook.com/saffron',
        link: 'https://facebook.com/saffron',
        icon: 'facebook',
      },
    ])
    expect(businessContactFromContactLinks(contactLinks)).toEqual({
      telephone: '+16465550199',
      email: 'hello@saffron.test',
    })
  })

  it('gives a new row a block of its own', () => {
    const settings = landingSettingsFromBlocks(stored)
    settings.downloads.push({ id: 'dl-new', title: 'Wine list', link: 'https://example.com/wine.pdf' })
    expect(blocksFromLandingSettings(settings, stored).landingDownloads[1]).toEqual({
      id: 'dl-new',
      title: 'Wine list',
      link: 'https://example.com/wine.pdf',
    })
  })
})

describe('landingSettingsSchema', () => {
  const valid = () => landingSettingsFromBlocks(stored)

  it('accepts the stored settings', () => {
    expect(z.safeParse(landingSettingsSchema, valid()).success).toBe(true)
  })

  it('puts each problem on its field: a bad phone, an offer without heading, an unsafe link', () => {
    const settings = valid()
    settings.contacts[0]!.address = '555-12'
    settings.offers[1]!.title = '  '
    settings.offers[0]!.link = 'javascript:alert(1)'
    const result = z.safeParse(landingSettingsSchema, settings)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['contacts.0.address', invalidPhoneMessage],
        ['offers.1.title', 'Please enter a heading.'],
        ['offers.0.link', expect.stringMatching(/^Please enter a page of this site/)],
      ]),
    )
  })
})

describe('contactAddressProblem', () => {
  it('checks each kind by its own rule', () => {
    expect(contactAddressProblem('phone', '+44 20 7946 0018')).toBeNull()
    expect(contactAddressProblem('phone', '12')).toBe(invalidPhoneMessage)
    expect(contactAddressProblem('email', 'chef@')).toMatch(/valid e-mail/)
    expect(contactAddressProblem('instagram', 'instagram.com/x')).toMatch(/https:\/\//)
    expect(contactAddressProblem('website', '/contact')).toBeNull()
    expect(contactAddressProblem('instagram', '/contact')).toMatch(/https:\/\//)
  })
})

describe('isActiveCard', () => {
  it('shows cards saved before the switch existed', () => {
    expect(isActiveCard({ id: 'a' })).toBe(true)
    expect(isActiveCard({ id: 'a', active: 'False' })).toBe(false)
  })
})
