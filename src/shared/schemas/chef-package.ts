import { z } from 'zod/mini'
import { allergens, diets } from '../food/allergens.ts'
import { isCalendarDate } from '../fulfilment/calendar-dates.ts'
import { fulfilmentMethods } from './fulfilment-schedule.ts'
import { imageVariantsSchema } from './image-variants.ts'
import { optionGroupsSchema, pricingModes } from './package-options.ts'
import { packageDepositSchema } from './package-deposit.ts'
import { recordSchemas, tagsSchema, text } from './stamps.ts'

export const introOfferTag = 'introOffer'
export const defaultPackagePrice = 100

export const packageDetailSchema = z.object({
  title: text(),
  description: text(),
  price: z._default(z.number(), 0),
})
export type PackageDetail = z.infer<typeof packageDetailSchema>

/** The smallest and largest value of each package limit (the editor, the schema and the rules agree). */
export const packageLimitBounds = {
  maxPerDate: { min: 1, max: 1000 },
  leadTimeDays: { min: 0, max: 365 },
  minGuests: { min: 1, max: 10000 },
  maxGuests: { min: 1, max: 10000 },
  availableDates: { max: 366 },
} as const

export type WholeLimit = Exclude<keyof typeof packageLimitBounds, 'availableDates'>
const boundedWhole = (limit: WholeLimit) =>
  z
    .number()
    .check(z.int(), z.minimum(packageLimitBounds[limit].min), z.maximum(packageLimitBounds[limit].max))

export const { stored: chefPackageSchema, created: newChefPackageSchema } = recordSchemas({
  title: z._default(z.string(), 'Package'),
  description: text(),
  price: z._default(z.number(), defaultPackagePrice),
  /** Per item (every package stored before this field) or per guest: then `price` is per guest and the package
   * has its fewest and most guests. */
  pricing: z._default(z.enum(pricingModes), 'perItem'),
  /** What the customer chooses per cart line (a main, add-ons, a message), priced on the server. */
  optionGroups: z._default(optionGroupsSchema, []),
  tags: tagsSchema,
  // Empty means "show the placeholder logo"; the UI owns that asset.
  image: text(),
  /** The resized copies of an uploaded image; absent on older records and site paths (docs/decisions/0070). */
  imageVariants: z.optional(imageVariantsSchema),
  packageDetails: z._default(z.array(packageDetailSchema), []),
  // Missing read as private, as the original app treated it (falsy).
  publicMenu: z._default(z.boolean(), false),
  // User profile ids allowed to see a private package.
  addedUsers: z._default(z.array(z.string()), []),
  // Fulfilment limits (all optional: a package without them follows the business schedule alone). The bounds are
  // packageLimitBounds; firestore.rules (packageLimitsOk) holds the same.
  /** At most this many of the package per fulfilment date, across all orders. */
  maxPerDate: z.optional(boundedWhole('maxPerDate')),
  /** Days of notice this package needs (a wedding needs 14), when more than the business's default. */
  leadTimeDays: z.optional(boundedWhole('leadTimeDays')),
  /** An event package: the number of guests the customer gives must lie within these. */
  minGuests: z.optional(boundedWhole('minGuests')),
  maxGuests: z.optional(boundedWhole('maxGuests')),
  /** When not empty, the only fulfilment dates the package is sold for (a limited drop). */
  availableDates: z._default(
    z
      .array(z.string().check(z.refine(isCalendarDate)))
      .check(z.maxLength(packageLimitBounds.availableDates.max)),
    [],
  ),
  /** The allergens the package contains, from the fixed list (firestore.rules hold the same list). */
  allergens: z._default(z.array(z.enum(allergens)), []),
  /** The diets the package suits, from the fixed list. */
  diets: z._default(z.array(z.enum(diets)), []),
  /** The fulfilment methods the package can be had by (a carved-at-table dinner: chef at your address only);
   * empty means every method the business offers (src/shared/fulfilment/package-methods.ts). */
  methods: z._default(z.array(z.enum(fulfilmentMethods)), []),
  /** A deposit taken at checkout, the balance charged on the saved card before the date (an event package). */
  deposit: z.optional(packageDepositSchema),
})
export type ChefPackage = z.infer<typeof chefPackageSchema>
export type NewChefPackage = z.input<typeof newChefPackageSchema>

/** Tags the product itself acts on, shown to people in words rather than as stored. */
const systemTagLabels: Record<string, string> = { [introOfferTag]: 'Intro offer' }

// Counted tags read as a phrase: serves-8 → "Serves 8", feeds-20 → "Feeds 20", 3-courses → "3 courses".
const countedTags: ReadonlyArray<[RegExp, (count: number) => string]> = [
  [/^serves[-_ ]?(\d+)$/i, (count) => `Serves ${count}`],
  [/^feeds[-_ ]?(\d+)$/i, (count) => `Feeds ${count}`],
  [/^(\d+)[-_ ]?courses?$/i, (count) => `${count} ${count === 1 ? 'course' : 'courses'}`],
]

/** One tag in words: a system tag's label, a counted tag's phrase, else its words in sentence case ("gluten-free" → "Gluten free"). */
export function readableTag(tag: string): string {
  const trimmed = tag.trim()
  const system = systemTagLabels[trimmed]
  if (system) return system
  for (const [pattern, phrase] of countedTags) {
    const count = pattern.exec(trimmed)?.[1]
    if (count !== undefined) return phrase(Number(count))
  }
  const words = trimmed
    .split(/[-_\s]+|(?<=[a-z])(?=[A-Z])/)
    .filter((word) => word !== '')
    // Acronyms (BBQ) keep their capitals; other words are lower case, the first capitalised.
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A package's tags as people read them everywhere they are shown (never as stored), each once, empty ones left out. */
export function readableTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(readableTag).filter((tag) => tag !== ''))]
}

export function isIntroOffer(chefPackage: Pick<ChefPackage, 'tags'>): boolean {
  return chefPackage.tags.includes(introOfferTag)
}

/** Who is looking at a package: the signed-in uid (null for guests) and whether they hold the admin claim. */
export interface PackageViewer {
  uid: string | null
  isAdmin: boolean
}

/**
 * The one visibility rule for chef packages: public packages are for everyone; a private one (publicMenu false or
 * missing) only for admins and the users in its addedUsers. firestore.rules (match /chefPackages) enforce the same
 * for reads; tests/rules/cases/chef-packages.ts checks both against the same cases.
 */
export function canSeeChefPackage(
  chefPackage: Pick<ChefPackage, 'publicMenu' | 'addedUsers'>,
  viewer: PackageViewer,
): boolean {
  if (chefPackage.publicMenu === true || viewer.isAdmin) return true
  return viewer.uid !== null && chefPackage.addedUsers.includes(viewer.uid)
}
