import { z } from 'zod/mini'

// What a customer may choose on a package, and what an order line keeps of the choice. The bounds below are also in
// firestore.rules (packageOptionsOk); the server prices every choice from the stored package (package-pricing.ts).

export const pricingModes = ['perItem', 'perGuest'] as const
export type PricingMode = (typeof pricingModes)[number]

export const packageOptionBounds = {
  groups: 8,
  choices: 8,
  label: 80,
  textMaxLength: 500,
  price: 10_000,
} as const

const optionId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/))
const optionLabel = z.string().check(z.trim(), z.minLength(1), z.maxLength(packageOptionBounds.label))
/** An amount in dollars with at most 2 decimals; a choice's difference may be negative (fish costs less). */
const optionPrice = z.number().check(z.gte(-packageOptionBounds.price), z.lte(packageOptionBounds.price))

export const optionChoiceSchema = z.object({
  id: optionId,
  label: optionLabel,
  price: z._default(optionPrice, 0),
})
export type OptionChoice = z.infer<typeof optionChoiceSchema>

const choices = z.array(optionChoiceSchema).check(z.minLength(1), z.maxLength(packageOptionBounds.choices))

/**
 * One group of options: "choose one" (a main course, required or not), "choose any" (add-ons, each with its price)
 * or free text (a message on the cake, at most `maxLength` characters, with an optional price when filled in).
 */
export const optionGroupSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chooseOne'),
    id: optionId,
    label: optionLabel,
    required: z._default(z.boolean(), false),
    choices,
  }),
  z.object({ kind: z.literal('chooseAny'), id: optionId, label: optionLabel, choices }),
  z.object({
    kind: z.literal('text'),
    id: optionId,
    label: optionLabel,
    required: z._default(z.boolean(), false),
    maxLength: z.number().check(z.int(), z.gte(1), z.lte(packageOptionBounds.textMaxLength)),
    price: z._default(optionPrice.check(z.gte(0)), 0),
  }),
])
export type OptionGroup = z.infer<typeof optionGroupSchema>

export const optionGroupsSchema = z.array(optionGroupSchema).check(z.maxLength(packageOptionBounds.groups))

/** What the browser sends for one group of a cart line: the chosen choice ids, or the text typed. */
export const optionRequestSchema = z.object({
  groupId: z.string().check(z.maxLength(40)),
  choiceIds: z._default(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)), []),
  text: z._default(z.string().check(z.maxLength(2000)), ''),
})
export type OptionRequest = z.input<typeof optionRequestSchema>

/**
 * One option as the order line keeps it, priced by the server: the group's label, what was chosen (a choice's label
 * or the text typed) and what it adds to each item of the line (times the guests on a per-guest package).
 */
export const chosenOptionSchema = z.object({
  label: z.string(),
  choice: z.string(),
  price: z._default(z.number(), 0),
})
export type ChosenOption = z.infer<typeof chosenOptionSchema>
