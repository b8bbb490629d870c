import { allergenLabels, dietLabels } from '../../../src/shared/food/allergens.ts'
import { describeFulfilment } from '../../../src/shared/fulfilment/describe-fulfilment.ts'
import { toCents } from '../../../src/shared/money.ts'
import { orderLabel } from '../../../src/shared/orders/order-state.ts'
import { lineDetails } from '../../../src/shared/orders/package-pricing.ts'
import type { Order } from '../../../src/shared/schemas/order.ts'
import type { MailContact } from './business-contact.ts'
import type { OrderMailModel } from './templates/order-summary.tsx'

/** What the order mails show of an order: its lines and money in cents, and when, where and for whom. */
export function orderMailModel(
  order: Pick<
    Order,
    'id' | 'orderNumber' | 'cartData' | 'cartTotals' | 'fulfilment' | 'orderNotes' | 'promotion'
  > &
    Partial<Pick<Order, 'dietary'>>,
  context: { businessName: string; orderUrl: string; contact: MailContact },
): OrderMailModel {
  const items = order.cartData.map((item) => ({
    title: item.title,
    quantity: item.quantity,
    amountCents: toCents(item.price) * item.quantity,
    ...(lineDetails(item) ? { details: lineDetails(item) } : {}),
  }))
  const subtotalCents = items.reduce((sum, item) => sum + item.amountCents, 0)
  const totalCents = toCents(order.cartTotals.total)
  const deliveryFeeCents = order.fulfilment?.deliveryFeeCents ?? 0
  const travelFeeCents = order.fulfilment?.travelFeeCents ?? 0
  const discountCents = order.promotion?.discountCents ?? 0
  const model: OrderMailModel = {
    businessName: context.businessName,
    contact: context.contact,
    orderNumber: orderLabel(order),
    items,
    subtotalCents,
    taxCents: totalCents - subtotalCents + discountCents - deliveryFeeCents - travelFeeCents,
    totalCents,
    orderUrl: context.orderUrl,
  }
  if (deliveryFeeCents > 0) model.deliveryFeeCents = deliveryFeeCents
  if (travelFeeCents > 0) model.travelFeeCents = travelFeeCents
  if (order.promotion) {
    model.discountCents = discountCents
    model.discountCode = order.promotion.code
  }
  if (order.orderNotes) model.orderNotes = order.orderNotes
  const dietary = order.dietary
  if (dietary && (dietary.allergies.length > 0 || dietary.diets.length > 0)) {
    model.dietary = {
      allergies: dietary.allergies.map((allergen) => allergenLabels[allergen]),
      diets: dietary.diets.map((diet) => dietLabels[diet]),
      confirmed: dietary.conflicts.map((allergen) => allergenLabels[allergen]),
    }
  }
  if (order.fulfilment) {
    const lines = describeFulfilment(order.fulfilment)
    model.customerName = lines.name
    model.fulfilment = {
      method: lines.method,
      date: lines.date,
      slot: lines.time,
      name: lines.name,
      phone: lines.phone,
      ...(lines.phoneHref ? { phoneHref: lines.phoneHref } : {}),
      ...(lines.place
        ? { address: lines.place, placeLabel: order.fulfilment.method === 'pickup' ? 'Pickup at' : 'Address' }
        : {}),
      ...(lines.pickupInstructions ? { pickupInstructions: lines.pickupInstructions } : {}),
      ...(lines.guests ? { guests: order.fulfilment.guests } : {}),
      ...(lines.notes ? { notes: lines.notes } : {}),
    }
  }
  return model
}
