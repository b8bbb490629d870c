import { adminDb } from '../support/admin.ts'

/** The totals of an order of one Tiramisu Dessert Course: $85.00 and 5 % sales tax. */
export const oneTiramisuTotals = {
  subTotal: 85,
  subTotalDisplay: '$85.00',
  taxDisplay: '$4.25',
  total: 89.25,
  totalDisplay: '$89.25',
}

/** What a kitchen order made for a browser test may set; the rest is a plain pickup order. */
export interface KitchenOrder {
  date: string
  state: string
  slotStart: string
  slotEnd?: string
  slotId?: string
  timeZone?: string
  /** Package titles and quantities (each title is also its package id, in kebab case). */
  items: Array<[string, number]>
  guests?: number
  notes?: string
  name?: string
  orderNumber?: number
  paidCents?: number
  allergies?: string[]
  /** Allergies a package of the order holds, which the customer confirmed. */
  conflicts?: string[]
}

/**
 * Writes an order straight to Firestore with the admin SDK, as the kitchen's pages read it (prep list, admin home),
 * and returns its number. The caller removes it afterwards (`orders/<id>`).
 */
export async function writeKitchenOrder(id: string, order: KitchenOrder): Promise<number> {
  const orderNumber = order.orderNumber ?? 900_000 + Math.floor(Math.random() * 99_999)
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      createdStamp: Date.now(),
      userId: 'kitchen@example.com',
      customer_email: 'kitchen@example.com',
      orderNumber,
      state: order.state,
      statusCode: 1,
      history: [],
      ...(order.paidCents !== undefined ? { paidCents: order.paidCents, refundedCents: 0 } : {}),
      cartData: order.items.map(([title, quantity]) => ({
        chefPackageId: title.toLowerCase().replaceAll(' ', '-'),
        title,
        price: 20,
        image: '',
        quantity,
      })),
      orderNotes: '',
      ...(order.allergies
        ? { dietary: { allergies: order.allergies, conflicts: order.conflicts ?? [], diets: [] } }
        : {}),
      fulfilment: {
        method: 'pickup',
        date: order.date,
        slotId: order.slotId ?? order.slotStart,
        slotStart: order.slotStart,
        slotEnd: order.slotEnd ?? '14:00',
        timeZone: order.timeZone ?? 'America/New_York',
        name: order.name ?? `Guest ${id.slice(-4)}`,
        phone: '+12125550123',
        pickupAddress: '48 Mercer Street, New York, NY 10013',
        notes: order.notes ?? '',
        deliveryFeeCents: 0,
        ...(order.guests ? { guests: order.guests } : {}),
      },
    })
  return orderNumber
}
