import type { Firestore } from 'firebase-admin/firestore'
import { cycleRuleOf, type CycleRule } from '../../../src/shared/meal-plans/plan-cycles.ts'
import { fulfilmentScheduleLocation } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import type { MealSubscription } from '../../../src/shared/schemas/meal-plan.ts'
import { fulfilmentSchedules, mealPlans } from '../data/collections.ts'

/** A subscription's cycle rule from its stored plan and the schedule's time zone; null when either is gone. */
export async function storedCycleRule(
  db: Firestore,
  subscription: Pick<MealSubscription, 'planId' | 'fulfilment' | 'anchorDate'>,
): Promise<CycleRule | null> {
  const [plan, schedule] = await Promise.all([
    mealPlans
      .doc(db, subscription.planId)
      .get()
      .then((snap) => snap.data()),
    fulfilmentSchedules
      .doc(db, fulfilmentScheduleLocation.id)
      .get()
      .then((snap) => snap.data()),
  ])
  return plan && schedule ? cycleRuleOf(plan, subscription, schedule.timeZone) : null
}
