// Meal plans and subscriptions as the server stores them, for the tests and benchmarks that write them directly
// (no editor, no checkout). Plain data: each caller writes it with its own Firestore client and ids.
import { weeklyPlanTerms } from '../../src/shared/meal-plans/weekly-plan-terms.fixture.ts'

/**
 * A published weekly plan of demo packages: 5 meals of one serving for $60 a week less 10 % for subscribers,
 * Wednesdays, pickup or delivery, choices closing Thursday 23:59, an unavailable meal replaced by the first
 * available and a full time moved to the next one that day. `fields` overrides any of it.
 */
export function mealPlanRecord<Fields extends object = object>(fields?: Fields) {
  return {
    name: 'Test plan',
    description: '',
    chefPackageIds: ['pkg-pappardelle-ragu', 'pkg-harvest-bowls'],
    ...weeklyPlanTerms,
    servingsPerMeal: 1,
    unavailableMealRule: 'firstAvailable',
    fullSlotRule: 'nextSlotSameDay',
    published: true,
    ...fields,
  }
}

/**
 * An active subscription of `customer` to a plan, picking up on `weekday` in `slot` under `name`, five Pappardelle
 * a week for $54 (the plan's price less the subscribers' 10 %), nothing paid yet, its first cycle `anchorDate`.
 * `fields` overrides any of it.
 */
export function mealSubscriptionRecord(
  setup: {
    planId: string
    planName: string
    customer: { uid: string; email: string }
    name: string
    weekday: number
    slot: { id: string; start: string; end: string }
    anchorDate: string
  },
  fields: Record<string, unknown> = {},
) {
  return {
    planId: setup.planId,
    planName: setup.planName,
    userId: setup.customer.uid,
    email: setup.customer.email,
    state: 'active',
    fulfilment: {
      method: 'pickup',
      weekday: setup.weekday,
      slotId: setup.slot.id,
      slotStart: setup.slot.start,
      slotEnd: setup.slot.end,
      name: setup.name,
      phone: '+12125550142',
      notes: '',
    },
    meals: [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 5 }],
    selections: {},
    skippedDates: [],
    anchorDate: setup.anchorDate,
    priceCents: 5400,
    lifetimeCents: 0,
    provider: {},
    ...fields,
  }
}
