import type { Firestore } from 'firebase-admin/firestore'
import type { CallableRequest } from 'firebase-functions/v2/https'
import type { z } from 'zod'
import { dayAvailability } from '../../../src/shared/fulfilment/availability.ts'
import type { CallableOutput, packagesAvailableOnCallable } from '../../../src/shared/callables.ts'
import { canSeeChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import { fulfilmentDays } from '../data/collections.ts'
import { loadPackages, loadSchedule } from '../orders/place-order.ts'
import { bookingsOf, cartLimits } from './check-choice.ts'

type Input = z.output<typeof packagesAvailableOnCallable.input>
type Output = CallableOutput<typeof packagesAvailableOnCallable>

/**
 * Which packages can be ordered for `date`, each as a one-package cart under the calendar's rules (closed days,
 * cut-off, notice, sale dates, sold-out packages, full slots). One read for the schedule, one for the date's
 * counters, one per package. Without a schedule the business takes no dated orders, so every package is available.
 */
export async function packagesAvailableOn(
  db: Firestore,
  data: Input,
  request: Pick<CallableRequest, 'auth'>,
  now = Date.now(),
): Promise<Output> {
  const viewer = { uid: request.auth?.uid ?? null, isAdmin: request.auth?.token['admin'] === true }
  const [schedule, packages, day] = await Promise.all([
    loadSchedule(db),
    loadPackages(db, [...new Set(data.packageIds)]),
    fulfilmentDays.doc(db, data.date).get(),
  ])
  const visible = [...packages.values()].filter((chefPackage) => canSeeChefPackage(chefPackage, viewer))
  if (!schedule) return { available: visible.map((chefPackage) => chefPackage.id) }
  const bookings = bookingsOf(day.data())
  const available: string[] = []
  let closedMessage: string | undefined
  for (const chefPackage of visible) {
    const cart = cartLimits(
      [
        {
          chefPackageId: chefPackage.id,
          title: chefPackage.title,
          quantity: 1,
          price: chefPackage.price,
          image: chefPackage.image,
        },
      ],
      packages,
    )
    const answer = dayAvailability({ schedule, now, cart, bookings }, data.date)
    if (answer.bookable) available.push(chefPackage.id)
    else if (
      answer.reason !== 'too-soon' &&
      answer.reason !== 'not-on-sale' &&
      answer.reason !== 'package-sold-out'
    ) {
      closedMessage = answer.message
    }
  }
  return available.length === 0 && closedMessage ? { available, message: closedMessage } : { available }
}
