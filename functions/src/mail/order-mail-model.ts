import {
  formatCalendarDate,
  formatWallClock,
  zoneNameAt,
} from '../../../src/shared/fulfilment/calendar-dates.ts'
import { toCents } from '../../../src/shared/money.ts'
import { formatPhone } from '../../../src/shared/phone-number.ts'
import { fulfilmentMethodLabels } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import type { Order } from '../../../src/shared/schemas/order.ts'
import type { OrderMailModel } from './templates/order-summary.tsx'

/** What the order mails show of an order: its lines and money in cents, and when, where and for whom. */
export function orderMailModel(
  order: Order,
  context: { businessName: string; orderUrl: string },
): OrderMailModel {
  const items = order.cartData.map((item) => ({
    title: item.title,
    quantity: item.quantity,
    amountCents: toCents(item.price) * item.quantity,
  }))
  const subtotalCents = items.reduce((sum, item) => sum + item.amountCents, 0)
  const totalCents = toCents(order.cartTotals.total)
  const deliveryFeeCents = order.fulfilment?.deliveryFeeCents ?? 0
  const model: OrderMailModel = {
    businessName: context.businessName,
    orderNumber: order.id,
    items,
    subtotalCents,
    taxCents: totalCents - subtotalCents - deliveryFeeCents,
    totalCents,
    orderUrl: context.orderUrl,
  }
  if (deliveryFeeCents > 0) model.deliveryFeeCents = deliveryFeeCents
  const fulfilment = order.fulfilment
  if (fulfilment) {
    model.customerName = fulfilment.name
    const zone = zoneNameAt(fulfilment.date, fulfilment.slotStart, fulfilment.timeZone)
    const address = fulfilment.address
      ? [
          fulfilment.address.line1,
          fulfilment.address.line2,
          fulfilment.address.city,
          fulfilment.address.postalCode,
        ]
          .filter(Boolean)
          .join(', ')
      : fulfilment.pickupAddress
    model.fulfilment = {
      method: fulfilmentMethodLabels[fulfilment.method],
      date: formatCalendarDate(fulfilment.date),
      slot: `${formatWallClock(fulfilment.slotStart)} – ${formatWallClock(fulfilment.slotEnd)} ${zone}`,
      phone: formatPhone(fulfilment.phone),
      ...(address ? { address } : {}),
      ...(fulfilment.guests !== undefined ? { guests: fulfilment.guests } : {}),
    }
  }
  return model
}
