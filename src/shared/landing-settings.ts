import { z } from 'zod/mini'
import { isValidCustomerEmail } from './email-pattern.ts'
import { imageVariantsKey, variantsOfImage } from './images.ts'
import { isLocalPath } from './local-path.ts'
import { formatPhone, normalisePhone } from './phone-number.ts'
import { blockText, isYesAnswer, landingConfigKeys, type ContentBlock } from './schemas/content-config.ts'
import { asImageVariants, imageVariantsSchema } from './schemas/image-variants.ts'

// The landing page's settings in words: the featured offers (content config topLandingCards), the downloads
// (landingDownloads), the featured menus (landinglist) and the contact links (contactLinks) as typed rows. The
// rows are read from, and written back to, the configs' blocks: the data stays where the landing page, the footer
// and the mails read it.

export const maxLandingRows = 50
/** The landing page shows this many menu tiles, so no more can be featured. */
export const maxFeaturedMenus = 12
/** The landing page lists the packages of this many featured menus at most (the first ones marked). */
export const maxIntroMenus = 4

export const missingMenuMessage = 'This menu no longer exists: please choose another one or remove this row.'
export const repeatedMenuMessage = 'This menu is already featured above: please choose another one.'

export const contactKinds = [
  { value: 'email', label: 'E-mail', addressLabel: 'E-mail address' },
  { value: 'phone', label: 'Phone', addressLabel: 'Phone number' },
  { value: 'instagram', label: 'Instagram', addressLabel: 'Instagram page (https://…)' },
  { value: 'facebook', label: 'Facebook', addressLabel: 'Facebook page (https://…)' },
  { value: 'website', label: 'Website', addressLabel: 'Web address (https://… or a page of this site)' },
] as const
export type ContactKind = (typeof contactKinds)[number]['value']

const contactKindValues = contactKinds.map((kind) => kind.value) as [ContactKind, ...ContactKind[]]

export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    return new URL(value).hostname.includes('.')
  } catch {
    return false
  }
}

const linkMessage = 'Please enter a page of this site (e.g. /package-shop) or a full web address (https://…).'

const trimmed = (max: number, what: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.maxLength(max, `Please keep the ${what} under ${max} characters.`), ...checks)
const required = (message: string) => z.minLength(1, message)
const rowId = z.string().check(z.minLength(1, 'A row without an id cannot be saved.'))

export const offerRowSchema = z.object({
  id: rowId,
  title: trimmed(120, 'heading', required('Please enter a heading.')),
  summary: trimmed(400, 'text'),
  summaryPunch: trimmed(120, 'price or when'),
  discloser: trimmed(300, 'small print'),
  actionLine: trimmed(60, 'button text'),
  link: trimmed(
    500,
    'link',
    z.refine((link) => link === '' || isLocalPath(link) || isWebAddress(link), linkMessage),
  ),
  active: z.boolean(),
  // The card's picture (an upload's address or a page of this site) and the upload's resized copies.
  image: trimmed(
    2000,
    'picture address',
    z.refine(
      (image) => image === '' || isLocalPath(image) || isWebAddress(image),
      'Please choose the picture again.',
    ),
  ),
  imageVariants: z.optional(imageVariantsSchema),
})
export type OfferRow = z.output<typeof offerRowSchema>

export const downloadRowSchema = z.object({
  id: rowId,
  title: trimmed(120, 'title', required('Please enter a title.')),
  link: trimmed(
    500,
    'link',
    required('Please enter the file to open (e.g. /menus/sample.pdf or https://…).'),
    z.refine((link) => link === '' || isLocalPath(link) || isWebAddress(link), linkMessage),
  ),
})
export type DownloadRow = z.output<typeof downloadRowSchema>

/** A featured menu: picked from the stored menus by name; the title shown overrides the menu's own. */
export const featuredMenuRowSchema = z.object({
  id: rowId,
  menuId: trimmed(200, 'menu', required('Please choose a menu.')),
  title: trimmed(120, 'title shown'),
  introMenu: z.boolean(),
})
export type FeaturedMenuRow = z.output<typeof featuredMenuRowSchema>

/** Why an address cannot be saved for this kind of contact, or null. A phone follows the product's phone rule. */
export function contactAddressProblem(
  kind: ContactKind,
  address: string,
  phoneCountry?: string,
): string | null {
  const value = address.trim()
  if (kind === 'email') {
    if (value === '') return 'Please enter an e-mail address.'
    return isValidCustomerEmail(value) ? null : 'Please enter a valid e-mail address, e.g. chef@example.com.'
  }
  if (kind === 'phone') {
    const result = normalisePhone(value, phoneCountry)
    return result.ok ? null : result.message
  }
  if (value === '') return 'Please enter the link.'
  if (kind === 'website' && isLocalPath(value)) return null
  return isWebAddress(value) ? null : 'Please enter a full web address starting with https://.'
}

export const contactRowSchema = z.object({
  id: rowId,
  kind: z.enum(contactKindValues, 'Please choose what kind of contact this is.'),
  shownAs: trimmed(100, 'text shown'),
  address: trimmed(500, 'address'),
})
export type ContactRow = z.output<typeof contactRowSchema>

const rows = <Row extends z.core.$ZodType>(row: Row, what: string, max = maxLandingRows) =>
  z.array(row).check(z.maxLength(max, `Please keep ${what} to ${max} at most.`))

/** The whole settings form; contacts are checked by their kind (the message sits on the address field). */
export const landingSettingsSchema = z.object({
  offers: rows(offerRowSchema, 'the offers'),
  downloads: rows(downloadRowSchema, 'the downloads'),
  // The landing page shows a menu once; a repeat is said on its row rather than dropped unseen.
  menus: rows(featuredMenuRowSchema, 'the featured menus', maxFeaturedMenus).check(
    z.superRefine((menus, context) => {
      menus.forEach((menu, index) => {
        if (menu.menuId !== '' && menus.findIndex((other) => other.menuId === menu.menuId) < index)
          context.issues.push({
            code: 'custom',
            message: repeatedMenuMessage,
            input: menu.menuId,
            path: [index, 'menuId'],
          })
      })
    }),
  ),
  contacts: rows(contactRowSchema, 'the contact links').check(
    z.superRefine((contacts, context) => {
      contacts.forEach((contact, index) => {
        const problem = contactAddressProblem(contact.kind, contact.address)
        if (problem)
          context.issues.push({
            code: 'custom',
            message: problem,
            input: contact.address,
            path: [index, 'address'],
          })
      })
    }),
  ),
})
export type LandingSettings = z.output<typeof landingSettingsSchema>

export interface LandingSettingsBlocks {
  topLandingCards: readonly ContentBlock[]
  landingDownloads: readonly ContentBlock[]
  contactLinks: readonly ContentBlock[]
  landingList: readonly ContentBlock[]
}

/** A stored card is shown unless its `active` answer says "false" (cards saved before the switch are shown). */
export function isActiveCard(block: ContentBlock): boolean {
  return blockText(block, 'active').trim().toLowerCase() !== 'false'
}

function contactRowOf(block: ContentBlock): ContactRow {
  const link = blockText(block, 'link').trim()
  const icon = blockText(block, 'icon').trim().toLowerCase()
  const base = { id: block.id, shownAs: blockText(block, 'title').trim() }
  const after = (scheme: string) => {
    try {
      return decodeURIComponent(link.slice(scheme.length).split('?')[0] ?? '').trim()
    } catch {
      return link.slice(scheme.length)
    }
  }
  if (/^mailto:/i.test(link)) return { ...base, kind: 'email', address: after('mailto:') }
  if (/^tel:/i.test(link)) return { ...base, kind: 'phone', address: formatPhone(after('tel:')) }
  const kind: ContactKind = icon === 'instagram' || icon === 'facebook' ? icon : 'website'
  return { ...base, kind, address: link }
}

/** The form's rows as stored now (the editor's starting point). */
export function landingSettingsFromBlocks(blocks: LandingSettingsBlocks): LandingSettings {
  return {
    offers: blocks.topLandingCards.map((block) => ({
      id: block.id,
      title: blockText(block, 'title'),
      summary: blockText(block, 'summary'),
      summaryPunch: blockText(block, 'summaryPunch'),
      discloser: blockText(block, 'discloser'),
      actionLine: blockText(block, 'actionLine'),
      link: blockText(block, 'link'),
      active: isActiveCard(block),
      image: blockText(block, 'image'),
      imageVariants: asImageVariants(block[imageVariantsKey('image')]),
    })),
    downloads: blocks.landingDownloads.map((block) => ({
      id: block.id,
      title: blockText(block, 'title'),
      link: blockText(block, 'link'),
    })),
    menus: blocks.landingList.map((block) => ({
      id: block.id,
      menuId: blockText(block, 'menuId').trim(),
      title: blockText(block, 'title'),
      introMenu: isYesAnswer(blockText(block, 'introMenu')),
    })),
    contacts: blocks.contactLinks.map(contactRowOf),
  }
}

function contactBlockOf(row: ContactRow): Record<string, string> {
  if (row.kind === 'email') {
    return { title: row.shownAs || row.address, link: `mailto:${row.address}`, icon: 'email' }
  }
  if (row.kind === 'phone') {
    const phone = normalisePhone(row.address)
    const e164 = phone.ok ? phone.e164 : row.address
    return { title: row.shownAs || formatPhone(e164), link: `tel:${e164}`, icon: 'phone' }
  }
  return { title: row.shownAs || row.address, link: row.address, icon: row.kind }
}

/**
 * The configs' blocks for validated settings, in the rows' order. Each block starts from its stored version, so
 * what the form does not edit (answers of other questions) is kept. A card's picture keeps the resized copies its
 * upload sent while they are that picture's, and loses them otherwise (as the content-config block editor does).
 */
export function blocksFromLandingSettings(
  settings: LandingSettings,
  stored: LandingSettingsBlocks,
): { [Key in keyof LandingSettingsBlocks]: ContentBlock[] } {
  const merged = (
    storedBlocks: readonly ContentBlock[],
    id: string,
    answers: Record<string, string>,
  ): ContentBlock => ({
    ...(storedBlocks.find((block) => block.id === id) ?? {}),
    ...answers,
    id,
  })
  const variantsKey = imageVariantsKey('image')
  return {
    topLandingCards: settings.offers.map(({ id, active, imageVariants, ...answers }) => {
      const block = merged(stored.topLandingCards, id, { ...answers, active: active ? 'true' : 'false' })
      const copies = variantsOfImage(answers.image, imageVariants)
      if (copies) block[variantsKey] = copies
      else delete block[variantsKey]
      return block
    }),
    landingDownloads: settings.downloads.map(({ id, ...answers }) =>
      merged(stored.landingDownloads, id, answers),
    ),
    contactLinks: settings.contacts.map((row) => merged(stored.contactLinks, row.id, contactBlockOf(row))),
    landingList: settings.menus.map(({ id, introMenu, ...answers }) =>
      merged(stored.landingList, id, { ...answers, introMenu: introMenu ? 'true' : 'false' }),
    ),
  }
}

/** Which config holds which part of the settings. */
export const landingSettingsConfigKeys = {
  topLandingCards: landingConfigKeys.topLandingCards,
  landingDownloads: landingConfigKeys.landingDownloads,
  contactLinks: landingConfigKeys.contactLinks,
  landingList: landingConfigKeys.landingList,
} as const
