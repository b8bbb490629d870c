import { roundToCents } from '../money.ts'
import type { ChefPackage } from '../schemas/chef-package.ts'
import type { CartItem } from '../schemas/order.ts'
import type { ChosenOption, OptionGroup, OptionRequest } from '../schemas/package-options.ts'

// One cart line's price from its stored package: the server's only way to price a line (the package page shows the
// same function's answer). On a per-guest package the package price and every option's price are per guest, so the
// line's price for one item is (price + options) × guests. Nothing the browser says about money is read.

export type PricedPackage = Pick<
  ChefPackage,
  'title' | 'price' | 'pricing' | 'optionGroups' | 'minGuests' | 'maxGuests'
>

/** Why a line cannot be priced as asked: next to the guests field, or next to one option group. */
export type LineProblem =
  { field: 'guests'; message: string } | { field: 'option'; groupId: string; message: string }

export interface LinePrice {
  /** The price of one item of the line, options included, rounded to cents. */
  price: number
  /** Set on a per-guest package: the guests the price was made for. */
  guests?: number
  options: ChosenOption[]
  /** Empty when the line may be ordered; otherwise the price leaves out what was refused. */
  problems: LineProblem[]
}

/** The guest-count problem of a per-guest package, or undefined when the count is in its range. */
export function perGuestProblem(chefPackage: PricedPackage, guests: number | undefined): string | undefined {
  if (guests === undefined) return `Please enter the number of guests for ${chefPackage.title}.`
  if (chefPackage.minGuests !== undefined && guests < chefPackage.minGuests) {
    return `${chefPackage.title} is for at least ${chefPackage.minGuests} guests.`
  }
  if (chefPackage.maxGuests !== undefined && guests > chefPackage.maxGuests) {
    return `${chefPackage.title} is for at most ${chefPackage.maxGuests} guests.`
  }
  return undefined
}

function chooseOne(
  group: Extract<OptionGroup, { kind: 'chooseOne' }>,
  ids: readonly string[],
): ChosenOption[] | string {
  if (ids.length === 0) return group.required ? `Please choose a ${group.label}.` : []
  if (ids.length > 1) return `Please choose only one ${group.label}.`
  const choice = group.choices.find((candidate) => candidate.id === ids[0])
  if (!choice) return `That ${group.label} is not on offer.`
  return [{ label: group.label, choice: choice.label, price: choice.price }]
}

function chooseAny(
  group: Extract<OptionGroup, { kind: 'chooseAny' }>,
  ids: readonly string[],
): ChosenOption[] | string {
  const chosen: ChosenOption[] = []
  for (const id of new Set(ids)) {
    const choice = group.choices.find((candidate) => candidate.id === id)
    if (!choice) return `That ${group.label} is not on offer.`
    chosen.push({ label: group.label, choice: choice.label, price: choice.price })
  }
  return chosen
}

function freeText(group: Extract<OptionGroup, { kind: 'text' }>, typed: string): ChosenOption[] | string {
  const text = typed.trim()
  if (text === '') return group.required ? `Please fill in the ${group.label}.` : []
  if (text.length > group.maxLength) {
    return `Please keep the ${group.label} to ${group.maxLength} characters.`
  }
  return [{ label: group.label, choice: text, price: group.price }]
}

function chosenIn(group: OptionGroup, request: OptionRequest | undefined): ChosenOption[] | string {
  const ids = request?.choiceIds ?? []
  if (group.kind === 'chooseOne') return chooseOne(group, ids)
  if (group.kind === 'chooseAny') return chooseAny(group, ids)
  return freeText(group, request?.text ?? '')
}

/**
 * Prices one line: its options checked against the package's groups (an unknown group or choice, a missing required
 * choice or a too-long text is a problem) and, on a per-guest package, the guests against its range.
 */
export function priceLine(
  chefPackage: PricedPackage,
  request: { guests?: number; options?: readonly OptionRequest[] },
): LinePrice {
  const problems: LineProblem[] = []
  const requests = new Map<string, OptionRequest>()
  for (const option of request.options ?? []) {
    const known = chefPackage.optionGroups.some((group) => group.id === option.groupId)
    if (!known || requests.has(option.groupId)) {
      problems.push({
        field: 'option',
        groupId: option.groupId,
        message: `${chefPackage.title} has no such option; please choose again.`,
      })
      continue
    }
    requests.set(option.groupId, option)
  }
  const options: ChosenOption[] = []
  for (const group of chefPackage.optionGroups) {
    const chosen = chosenIn(group, requests.get(group.id))
    if (typeof chosen === 'string') problems.push({ field: 'option', groupId: group.id, message: chosen })
    else options.push(...chosen)
  }
  const perGuest = chefPackage.pricing === 'perGuest'
  let guests: number | undefined
  if (perGuest) {
    const guestsMessage = perGuestProblem(chefPackage, request.guests)
    if (guestsMessage) problems.push({ field: 'guests', message: guestsMessage })
    guests = guestsMessage ? (chefPackage.minGuests ?? 1) : request.guests
  }
  const times = guests ?? 1
  const priced = options.map((option) => ({ ...option, price: roundToCents(option.price * times) }))
  const perItem = priced.reduce((sum, option) => sum + option.price, roundToCents(chefPackage.price * times))
  return { price: roundToCents(perItem), ...(perGuest ? { guests } : {}), options: priced, problems }
}

/** A line's options as one sentence, e.g. "Main: Beef · Add-ons: Cheese course". */
export function describeOptions(options: readonly ChosenOption[]): string {
  return options.map((option) => `${option.label}: ${option.choice}`).join(' · ')
}

/** What a stored line says besides its title, e.g. "For 8 guests · Main: Beef"; empty for a plain line. */
export function lineDetails(item: Pick<CartItem, 'guests' | 'options'>): string {
  const guests =
    item.guests === undefined ? [] : [`For ${item.guests} ${item.guests === 1 ? 'guest' : 'guests'}`]
  return [...guests, describeOptions(item.options ?? [])].filter((part) => part !== '').join(' · ')
}
