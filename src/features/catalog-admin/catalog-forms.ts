import { z } from 'zod/mini'
import { fieldErrorsOf, hasErrors, type FieldErrors } from '../../shared/field-errors.ts'
import { isPermissionDenied } from '../../lib/data/or-null-when-denied.ts'
import { isCalendarDate } from '../../shared/fulfilment/calendar-dates.ts'
import { packageText } from '../../shared/food/allergen-words.ts'
import { allergens, diets, isAllergen, type Allergen } from '../../shared/food/allergens.ts'
import { fulfilmentMethods } from '../../shared/schemas/fulfilment-schedule.ts'
import {
  defaultPackagePrice,
  packageLimitBounds,
  type PackageDetail,
  type WholeLimit,
} from '../../shared/schemas/chef-package.ts'
import { imageVariantsKey, variantsOfImage } from '../../shared/images.ts'
import { imageVariantsFromText, type ImageVariants } from '../../shared/schemas/image-variants.ts'
import { packageOptionBounds, pricingModes } from '../../shared/schemas/package-options.ts'
import { toCents } from '../../shared/money.ts'
import {
  balanceDueBounds,
  packageDepositSchema,
  type PackageDeposit,
} from '../../shared/schemas/package-deposit.ts'
import { minimumChargeCents } from '../../shared/orders/promotion-codes.ts'

// Parsing of the catalogue editors' forms (package, menu, landing offer). Every problem is keyed by the field's
// name so the page shows it next to that field; the page keeps what was typed (uncontrolled inputs stay as they are).
// zod/mini has no built-in English messages, so every check states its own.

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

/** zod's preprocess: `prepare` runs on the raw value before `schema` parses it. */
const preprocess = <S extends z.core.$ZodType>(prepare: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(prepare), schema)

const trimmedText = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const text = (max: number) =>
  preprocess(trimmedText, z.string().check(z.maxLength(max, `Please keep this under ${max} characters.`)))

const requiredText = (label: string, max: number) =>
  preprocess(
    trimmedText,
    z
      .string()
      .check(
        z.minLength(1, `Please enter a ${label}.`),
        z.maxLength(max, `Please keep this under ${max} characters.`),
      ),
  )

/**
 * A price typed in a text or number input: a number of dollars above 0 (a free or negative price is a typing
 * mistake; firestore.rules refuse it too), at most 2 decimals.
 */
export function priceField(label = 'price') {
  return preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .pipe(
        z.string({ error: `Please enter a ${label}.` }).check(
          z.minLength(1, `Please enter a ${label}.`),
          z.refine(
            (value) => /^\d+(\.\d{1,2})?$/.test(value),
            `The ${label} must be a number of dollars (e.g. 120 or 99.50).`,
          ),
        ),
        z.transform(Number),
      )
      .check(
        z.refine((value) => value > 0, `The ${label} must be more than $0.`),
        z.refine((value) => value <= 1_000_000, `The ${label} must be at most 1,000,000.`),
      ),
  )
}

/** Comma-separated tags as typed; blanks dropped, each tag trimmed, no repeats. */
export function parseTags(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return [
    ...new Set(
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag.length > 0),
    ),
  ]
}

export const tagsField = preprocess(
  parseTags,
  z
    .array(z.string().check(z.maxLength(40, 'Each tag must be under 40 characters.')))
    .check(z.maxLength(20, 'Please use at most 20 tags.')),
)

/** An image URL from the upload field: empty, a site path (/logo.svg) or an http(s) URL. */
export const imageField = preprocess(
  trimmedText,
  z.string().check(
    z.maxLength(2000, 'Please keep the image link to at most 2000 characters.'),
    z.refine(
      (value) =>
        value === '' || (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//.test(value),
      'Please upload the image again.',
    ),
  ),
)

/**
 * The upload field's copies of the image (JSON in its hidden input `imageVariants`): null when there are none, so
 * saving removes stored ones. Written by the page, not typed, so a broken value is dropped rather than explained.
 */
const imageVariantsField = z.transform(imageVariantsFromText)

/** Copies kept only when they are the copies of the image being saved (docs/decisions/0070). */
function withMatchingVariants<T extends { image: string; imageVariants: ImageVariants | null }>(
  parsed: Parsed<T>,
): Parsed<T> {
  if (!parsed.ok) return parsed
  return {
    ok: true,
    value: {
      ...parsed.value,
      imageVariants: variantsOfImage(parsed.value.image, parsed.value.imageVariants),
    },
  }
}

/** Ids picked from a list (users, packages): at most `max` of them. */
const pickedIds = (what: string, max: number, tooMany: string) =>
  z
    .array(
      z
        .string()
        .check(
          z.minLength(1, `Please pick the ${what} from the list.`),
          z.maxLength(200, `Please pick the ${what} from the list.`),
        ),
    )
    .check(z.maxLength(max, tooMany))

function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = z.safeParse(schema, input)
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error) }
}

const single = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : undefined
}
const all = (formData: FormData, name: string) =>
  formData.getAll(name).filter((value): value is string => typeof value === 'string')

/** The catalogue image field's two inputs (CatalogImageField): the URL and its copies. */
const imageInputs = (formData: FormData) => ({
  image: single(formData, 'image'),
  imageVariants: single(formData, imageVariantsKey('image')),
})

/** The inputs every catalogue editor has (package, menu, landing offer): title, description, tags and image. */
const catalogInputs = (formData: FormData) => ({
  title: single(formData, 'title'),
  description: single(formData, 'description'),
  tags: single(formData, 'tags'),
  ...imageInputs(formData),
})

/** What catalogInputs posts, as every catalogue editor's schema reads it. */
const catalogFields = {
  title: requiredText('title', 200),
  description: text(5000),
  tags: tagsField,
  image: imageField,
  imageVariants: imageVariantsField,
}

/** A catalogue editor's form: its common inputs and `extra` read by `schema`, the image's copies checked. */
function parseCatalogForm<T extends { image: string; imageVariants: ImageVariants | null }>(
  schema: z.core.$ZodType<T>,
  formData: FormData,
  extra: Record<string, unknown>,
): Parsed<T> {
  return withMatchingVariants(parseWith(schema, { ...catalogInputs(formData), ...extra }))
}

/** The ids a picker posted, each once. */
const pickedInputs = (formData: FormData, name: string) => [...new Set(all(formData, name))]

// ---- Chef package ----

const packageDetailField = z.object({
  title: requiredText('title for this detail', 200),
  description: text(2000),
  price: priceField(),
})

/**
 * An optional package limit typed in a number input: empty means none, read as null so that saving removes a
 * stored limit.
 */
function optionalLimit(limit: WholeLimit, unit: string, whenEmpty: string) {
  const { min, max } = packageLimitBounds[limit]
  const message = `Please enter a whole number of ${unit} from ${min} to ${max}, or leave it empty ${whenEmpty}.`
  return preprocess(
    (value) => {
      const typed = trimmedText(value)
      return typed === '' ? null : Number(typed)
    },
    z.nullable(
      z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message)),
    ),
  )
}

/** Dates typed one per line (or separated by commas): real YYYY-MM-DD dates, sorted, no repeats. */
const availableDatesField = preprocess(
  (value) =>
    [
      ...new Set(
        trimmedText(value)
          .split(/[\s,]+/)
          .filter(Boolean),
      ),
    ].sort(),
  z.array(z.string()).check(
    z.refine(
      (dates) => dates.every(isCalendarDate),
      'Please write each date as YYYY-MM-DD (for example 2026-12-24), one per line.',
    ),
    z.maxLength(
      packageLimitBounds.availableDates.max,
      `Please list at most ${packageLimitBounds.availableDates.max} dates.`,
    ),
  ),
)

/** Labels ticked from a fixed list (allergens, diets): anything else was not offered by the page. */
const fixedListField = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.pipe(
    // Checked on the whole list first, so the message belongs to the group of boxes rather than to one value.
    z
      .array(z.string())
      .check(
        z.refine(
          (ticked) => ticked.every((value) => values.includes(value)),
          'Please choose from the list. Reload the page if it looks out of date.',
        ),
      ),
    z.array(z.enum(values)),
  )

// Option groups arrive as one JSON field (the editor's rows as typed, every value text); each problem is keyed by
// its place, `optionGroups.<group>.<field>` or `optionGroups.<group>.choices.<choice>.<field>`.

const optionText = (what: string, max: number) =>
  preprocess(
    trimmedText,
    z
      .string()
      .check(
        z.minLength(1, `Please enter ${what}.`),
        z.maxLength(max, `Please keep ${what} to ${max} characters.`),
      ),
  )

/** An option's price in dollars: empty is 0; a choice may cost less than the package (a negative difference). */
const optionPriceField = (allowNegative: boolean) => {
  const { price: most } = packageOptionBounds
  const message = allowNegative
    ? `Please enter dollars from −${most} to ${most} (e.g. 8 or -5), or leave it empty for no difference.`
    : `Please enter dollars from 0 to ${most} (e.g. 2.50), or leave it empty for free.`
  return preprocess(
    (value) => {
      const typed = trimmedText(value)
      if (typed === '') return 0
      return /^-?\d+(\.\d{1,2})?$/.test(typed) ? Number(typed) : Number.NaN
    },
    z.number({ error: message }).check(z.gte(allowNegative ? -most : 0, message), z.lte(most, message)),
  )
}

const optionIdField = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Please remove this option and add it again.'))

const optionChoiceForm = z.object({
  id: optionIdField,
  label: optionText('a choice', packageOptionBounds.label),
  price: optionPriceField(true),
})
const optionChoicesForm = z
  .array(optionChoiceForm)
  .check(
    z.minLength(1, 'Please add at least one choice.'),
    z.maxLength(packageOptionBounds.choices, `Please keep to ${packageOptionBounds.choices} choices.`),
  )

const optionGroupForm = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chooseOne'),
    id: optionIdField,
    label: optionText('a name for the option', packageOptionBounds.label),
    required: z.boolean(),
    choices: optionChoicesForm,
  }),
  z.object({
    kind: z.literal('chooseAny'),
    id: optionIdField,
    label: optionText('a name for the option', packageOptionBounds.label),
    choices: optionChoicesForm,
  }),
  z.object({
    kind: z.literal('text'),
    id: optionIdField,
    label: optionText('a name for the option', packageOptionBounds.label),
    required: z.boolean(),
    maxLength: preprocess(
      (value) => (trimmedText(value) === '' ? Number.NaN : Number(trimmedText(value))),
      z
        .number({
          error: `Please enter a whole number of characters from 1 to ${packageOptionBounds.textMaxLength}.`,
        })
        .check(
          z.int(`Please enter a whole number of characters from 1 to ${packageOptionBounds.textMaxLength}.`),
          z.gte(
            1,
            `Please enter a whole number of characters from 1 to ${packageOptionBounds.textMaxLength}.`,
          ),
          z.lte(
            packageOptionBounds.textMaxLength,
            `Please enter a whole number of characters from 1 to ${packageOptionBounds.textMaxLength}.`,
          ),
        ),
    ),
    price: optionPriceField(false),
  }),
])

/** The option groups as typed: JSON text read as a list. */
export const optionGroupsField = preprocess(
  (value) => {
    if (typeof value !== 'string' || value === '') return []
    try {
      return JSON.parse(value) as unknown
    } catch {
      return null
    }
  },
  z.array(optionGroupForm, { error: 'The options could not be read. Reload the page and try again.' }).check(
    z.maxLength(packageOptionBounds.groups, `Please keep to ${packageOptionBounds.groups} options.`),
    z.refine(
      (groups) => new Set(groups.map((group) => group.id)).size === groups.length,
      'Two options have the same id. Remove one and add it again.',
    ),
  ),
)

export const packageFormSchema = z
  .object({
    ...catalogFields,
    price: priceField(),
    pricing: z.enum(pricingModes, { error: 'Please choose per item or per guest.' }),
    // Absent when the form has no option editor: the stored groups are then left as they are.
    optionGroups: z.optional(optionGroupsField),
    packageDetails: z
      .array(packageDetailField)
      .check(z.maxLength(50, 'Please keep the list under 50 details.')),
    publicMenu: z.boolean(),
    addedUsers: pickedIds('users', 500, 'Please add at most 500 users.'),
    maxPerDate: optionalLimit('maxPerDate', 'packages', 'for no limit'),
    leadTimeDays: optionalLimit('leadTimeDays', 'days', "to use the business's notice"),
    minGuests: optionalLimit('minGuests', 'guests', 'for no minimum'),
    maxGuests: optionalLimit('maxGuests', 'guests', 'for no maximum'),
    availableDates: availableDatesField,
    allergens: fixedListField(allergens),
    diets: fixedListField(diets),
    methods: fixedListField(fulfilmentMethods),
  })
  .check(
    z.refine(
      (form) => form.minGuests === null || form.maxGuests === null || form.minGuests <= form.maxGuests,
      { message: 'The most guests must be at least the fewest guests.', path: ['maxGuests'] },
    ),
    // The price of a per-guest package is only known once the guests are, within its range.
    z.refine((form) => form.pricing === 'perItem' || (form.minGuests !== null && form.maxGuests !== null), {
      message: 'A package priced per guest needs its fewest and most guests.',
      path: ['pricing'],
    }),
  )
export type PackageForm = z.output<typeof packageFormSchema>

/** The limit inputs of the package form, by the stored field they set. */
export const packageLimitFields = [
  'maxPerDate',
  'leadTimeDays',
  'minGuests',
  'maxGuests',
  'availableDates',
] as const

/** The package details as posted: one per detail title, in the page's order. */
function packageDetailInputs(formData: FormData) {
  const descriptions = all(formData, 'detailDescription')
  const prices = all(formData, 'detailPrice')
  return all(formData, 'detailTitle').map((title, index) => ({
    title,
    description: descriptions[index] ?? '',
    price: prices[index] ?? '',
  }))
}

export const depositKinds = ['none', 'percent', 'amount'] as const

/**
 * The package's deposit as typed: none, a percentage of the order or an amount in dollars, and the days before
 * the date the balance is due. Null (no deposit) removes a stored one.
 */
export function parseDepositInputs(formData: FormData): Parsed<PackageDeposit | null> {
  const kind = single(formData, 'depositKind') || 'none'
  if (kind === 'none') return { ok: true, value: null }
  const errors: FieldErrors = {}
  const typed = trimmedText(single(formData, 'depositValue'))
  const amount = typed === '' ? NaN : Number(typed)
  const days = Number(trimmedText(single(formData, 'balanceDueDaysBefore')) || NaN)
  let rule: PackageDeposit['rule'] | null = null
  if (kind === 'percent' && amount > 0 && amount <= 100) rule = { kind: 'percent', percent: amount }
  else if (kind === 'amount' && toCents(amount) >= minimumChargeCents) {
    rule = { kind: 'amount', amountCents: toCents(amount) }
  } else if (kind === 'percent') errors['depositValue'] = 'Please enter a percentage above 0 and at most 100.'
  else if (kind === 'amount') errors['depositValue'] = 'Please enter an amount in dollars of at least $0.50.'
  else errors['depositKind'] = 'Please choose no deposit, a percentage or an amount.'
  const { min, max } = balanceDueBounds
  if (!Number.isInteger(days) || days < min || days > max) {
    errors['balanceDueDaysBefore'] = `Please enter a whole number of days from ${min} to ${max}.`
  }
  if (!rule || hasErrors(errors)) return { ok: false, errors }
  return parseWith(packageDepositSchema, { rule, balanceDueDaysBefore: days })
}

export function parsePackageForm(
  formData: FormData,
): Parsed<PackageForm & { deposit: PackageDeposit | null }> {
  const form = parsePackageFields(formData)
  const deposit = parseDepositInputs(formData)
  if (!form.ok || !deposit.ok) {
    return { ok: false, errors: { ...(form.ok ? {} : form.errors), ...(deposit.ok ? {} : deposit.errors) } }
  }
  return { ok: true, value: { ...form.value, deposit: deposit.value } }
}

function parsePackageFields(formData: FormData): Parsed<PackageForm> {
  return parseCatalogForm(packageFormSchema, formData, {
    price: single(formData, 'price'),
    pricing: single(formData, 'pricing') || 'perItem',
    ...(formData.has('optionGroups') ? { optionGroups: single(formData, 'optionGroups') } : {}),
    packageDetails: packageDetailInputs(formData),
    publicMenu: single(formData, 'publicMenu') === 'true',
    addedUsers: pickedInputs(formData, 'addedUsers'),
    ...Object.fromEntries(packageLimitFields.map((name) => [name, single(formData, name)])),
    allergens: pickedInputs(formData, 'allergens'),
    diets: pickedInputs(formData, 'diets'),
    methods: pickedInputs(formData, 'methods'),
  })
}

/** What the package form says about its food as typed so far: its words and the allergens ticked. */
export function packageLabelInputs(formData: FormData): { text: string; labelled: Allergen[] } {
  return {
    text: packageText({
      title: single(formData, 'title'),
      description: single(formData, 'description'),
      packageDetails: packageDetailInputs(formData),
    }),
    labelled: all(formData, 'allergens').filter(isAllergen),
  }
}

/** Defaults for a new package: title 'Package', price 100, the placeholder logo. */
export const placeholderImage = '/logo.svg'
export const newPackageDefaults = { title: 'Package', price: defaultPackagePrice } as const

export type DetailRow = PackageDetail & { key: string }

// ---- Menu ----

export const menuFormSchema = z.object({
  ...catalogFields,
  addedChefPackages: pickedIds('packages', 200, 'Please attach at most 200 packages.'),
  addedUsers: pickedIds('users', 500, 'Please add at most 500 users.'),
  published: z.boolean(),
})
export type MenuForm = z.output<typeof menuFormSchema>

export function parseMenuForm(formData: FormData): Parsed<MenuForm> {
  return parseCatalogForm(menuFormSchema, formData, {
    addedChefPackages: pickedInputs(formData, 'addedChefPackages'),
    addedUsers: pickedInputs(formData, 'addedUsers'),
    published: menuPublishedAfter(formData),
  })
}

/**
 * Whether the menu is published once this form is saved: the Publish and Unpublish buttons post `publication`;
 * a plain Save keeps the state the editor opened with (`published`, false for a new menu).
 */
export function menuPublishedAfter(formData: FormData): boolean {
  const publication = single(formData, 'publication')
  if (publication === 'publish') return true
  if (publication === 'unpublish') return false
  return single(formData, 'published') === 'true'
}

// ---- Landing offer ----

export const offerFormSchema = z.object({
  ...catalogFields,
  price: priceField(),
})
export type OfferForm = z.output<typeof offerFormSchema>

export function parseOfferForm(formData: FormData): Parsed<OfferForm> {
  return parseCatalogForm(offerFormSchema, formData, {
    price: single(formData, 'price'),
  })
}

/** The sentence shown above the Save button when the write itself failed (nothing typed is lost). */
export function saveFailedMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code
  if (isPermissionDenied(error))
    return 'You do not have permission to save this. Please sign in as an administrator.'
  if (code === 'unavailable')
    return 'The database could not be reached. Please check your connection and save again.'
  return 'Saving failed. Your changes are still here: please try again.'
}

/**
 * Newest first by created stamp; records without one (written by the original app) go last. Sorted here rather
 * than with orderBy, which would silently leave out documents that lack the field.
 */
export function newestFirst<T extends { createdStamp?: number }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => (b.createdStamp ?? -1) - (a.createdStamp ?? -1))
}
