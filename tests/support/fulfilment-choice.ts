// A valid fulfilment choice for a cart on the running stack, read from the same callable the order review page
// uses: the first bookable date's first open time. Undefined while the business has no schedule.
import type { CallableOutput, fulfilmentOptionsCallable } from '../../src/shared/callables.ts'
import type { FulfilmentChoiceInput } from '../../src/shared/schemas/order-fulfilment.ts'
import { callOk } from './call-over-http.ts'

type Cart = Array<{ chefPackageId: string; quantity: number }>
export type FulfilmentOptions = CallableOutput<typeof fulfilmentOptionsCallable>

export const fulfilmentOptionsFor = (cartData: Cart) =>
  callOk<FulfilmentOptions>('fulfilmentOptionsCallable', { cartData })

export async function bookableChoice(
  cartData: Cart,
  overrides: Partial<FulfilmentChoiceInput> = {},
): Promise<FulfilmentChoiceInput | undefined> {
  const options = await fulfilmentOptionsFor(cartData)
  if (!options.configured) return undefined
  const day = options.days.find((candidate) => candidate.bookable)
  const slot = day?.slots.find((candidate) => candidate.open)
  if (!day || !slot) throw new Error('no bookable date with an open time on the local schedule')
  const guests = Math.max(0, ...options.guestLimits.map((limit) => limit.minGuests ?? 1))
  return {
    method: options.methods.includes('pickup') ? 'pickup' : 'chefAtHome',
    date: day.date,
    slotId: slot.id,
    name: 'Test Customer',
    phone: '(212) 555-0123',
    address: { line1: '1 Test Street', line2: '', city: 'New York', postalCode: '10001' },
    ...(guests > 0 ? { guests } : {}),
    notes: '',
    ...overrides,
  }
}
