import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  blocksFromLandingSettings,
  contactAddressProblem,
  isActiveCard,
  landingSettingsFromBlocks,
  landingSettingsSchema,
  repeatedMenuMessage,
  type LandingSettingsBlocks,
} from './landing-settings.ts'
import type { ImageVariants } from './schemas/image-variants.ts'
import { businessContactFromContactLinks } from './business-contact.ts'
import { invalidPhoneMessage } from './phone-number.ts'

const copiesOf = (image: string): ImageVariants => ({
  width: 1600,
  height: 900,
  variants: [
    { type: 'image/webp', width: 1280, url: image },
    { type: 'image/avif', width: 1280, url: image.replace(/webp$/, 'avif') },
  ],
})
const promoPicture = 'https://cdn.saffron.test/promo-1280.webp'

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
      image: promoPicture,
      imageVariants: copiesOf(promoPicture),
    },
    { id: 'card-2', title: 'Hidden', active: 'false' },
  ],
  landingDownloads: [{ id: 'dl-1', title: 'Sample menu', link: '/demo/menu.pdf', image: '/demo/menu.svg' }],
  contactLinks: [
    { id: 'c-phone', title: '(212) 555-0142', link: 'tel:+12125550142', icon: 'phone' },
    { id: 'c-mail', title: 'chef@saffron.test', link: 'mailto:chef@saffron.test', icon: 'email' },
    { id: 'c-insta', title: '@saffron', link: 'https://www.instagram.com/saffron/', icon: 'instagram' },
  ],
  landingList: [
    { id: 'list-tuscan', menuId: ' menu-tuscan ', title: '', introMenu: 'Yes', note: 'kept' },
    { id: 'list-sweet', menuId: 'menu-sweet', title: 'Desserts', introMenu: 'false' },
    { id: 'list-old', menuId: 'menu-old' },
  ],
}

describe('landingSettingsFromBlocks', () => {
  it('reads the stored blocks as rows in words', () => {
    const settings = landingSettingsFromBlocks(stored)
    expect(settings.offers.map((offer) => [offer.title, offer.active])).toEqual([
      ['Free consultation', true],
      ['Hidden', false],
    ])
    expect(settings.offers[0]).toMatchObject({ image: promoPicture, imageVariants: copiesOf(promoPicture) })
    expect(settings.offers[1]).toMatchObject({ image: '', imageVariants: undefined })
    expect(settings.downloads).toEqual([{ id: 'dl-1', title: 'Sample menu', link: '/demo/menu.pdf' }])
    expect(settings.menus).toEqual([
      { id: 'list-tuscan', menuId: 'menu-tuscan', title: '', introMenu: true },
      { id: 'list-sweet', menuId: 'menu-sweet', title: 'Desserts', introMenu: false },
      { id: 'list-old', menuId: 'menu-old', title: '', introMenu: false },
    ])
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
      image: promoPicture,
      imageVariants: copiesOf(promoPicture),
      active: 'true',
    })
    expect(blocks.topLandingCards[0]!['active']).toBe('true')
    expect(blocks.landingDownloads[0]).toEqual(stored.landingDownloads[0])
  })

  it('stores a changed picture with its own copies, and a removed one without any', () => {
    const settings = landingSettingsFromBlocks(stored)
    const upload = 'https://cdn.saffron.test/new-1280.webp'
    settings.offers[1] = { ...settings.offers[1]!, image: upload, imageVariants: copiesOf(upload) }
    settings.offers[0] = { ...settings.offers[0]!, image: '', imageVariants: copiesOf(promoPicture) }
    const [first, second] = blocksFromLandingSettings(settings, stored).topLandingCards
    expect(first).toMatchObject({ id: 'card-1', image: '' })
    expect(first).not.toHaveProperty('imageVariants')
    expect(second).toMatchObject({ id: 'card-2', image: upload, imageVariants: copiesOf(upload) })
    // Copies of another picture are not kept with a picture typed in by hand.
    settings.offers[1]!.image = '/demo/other.svg'
    expect(blocksFromLandingSettings(settings, stored).topLandingCards[1]).not.toHaveProperty('imageVariants')
  })

  it('stores featured menus as the landing list reads them, keeping answers the form does not show', () => {
    const settings = landingSettingsFromBlocks(stored)
    settings.menus = [
      { ...settings.menus[1]!, introMenu: true },
      { ...settings.menus[0]!, title: 'Tuscan suppers', introMenu: false },
      { id: 'list-new', menuId: 'menu-coastal', title: '', introMenu: false },
    ]
    expect(blocksFromLandingSettings(settings, stored).landingList).toEqual([
      { id: 'list-sweet', menuId: 'menu-sweet', title: 'Desserts', introMenu: 'true' },
      { id: 'list-tuscan', menuId: 'menu-tuscan', title: 'Tuscan suppers', introMenu: 'false', note: 'kept' },
      { id: 'list-new', menuId: 'menu-coastal', title: '', introMenu: 'false' },
    ])
  })

  it('stores contact links as the footer and the mails read them: tel: in E.164, mailto:, the kind as icon', () => {
    const settings = z.parse(landingSettingsSchema, {
      offers: [],
      downloads: [],
      menus: [],
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

describe('landingSettingsSchema: featured menus', () => {
  const withMenus = (menus: { menuId: string; title?: string }[]) => ({
    ...landingSettingsFromBlocks({ ...stored, landingList: [] }),
    menus: menus.map((menu, index) => ({ id: `m${index}`, title: '', introMenu: false, ...menu })),
  })

  it('needs a menu on every row, each menu once, and at most twelve', () => {
    const result = z.safeParse(
      landingSettingsSchema,
      withMenus([{ menuId: 'menu-a' }, { menuId: ' ' }, { menuId: 'menu-a' }, { menuId: 'menu-b' }]),
    )
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['menus.1.menuId', 'Please choose a menu.'],
      ['menus.2.menuId', repeatedMenuMessage],
    ])
    const tooMany = Array.from({ length: 13 }, (_, index) => ({ menuId: `menu-${index}` }))
    expect(z.safeParse(landingSettingsSchema, withMenus(tooMany)).error?.issues[0]?.message).toBe(
      'Please keep the featured menus to 12 at most.',
    )
    expect(z.safeParse(landingSettingsSchema, withMenus(tooMany.slice(1))).success).toBe(true)
  })

  it('trims the title shown', () => {
    const parsed = z.parse(landingSettingsSchema, withMenus([{ menuId: 'menu-a', title: ' Suppers ' }]))
    expect(parsed.menus[0]).toEqual({ id: 'm0', menuId: 'menu-a', title: 'Suppers', introMenu: false })
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
