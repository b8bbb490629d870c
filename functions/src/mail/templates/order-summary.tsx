import { Fragment } from 'react'
import { Column } from '@react-email/column'
import { Link } from '@react-email/link'
import { Row } from '@react-email/row'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { formatPrice } from '../../../../src/shared/money.ts'
import { formatGuests } from '../../../../src/shared/fulfilment/describe-fulfilment.ts'
import type { MailContact } from '../business-contact.ts'
import { palette } from './mail-layout.tsx'

// What every order mail shows: when, where and for whom, then the items and the money.

export interface OrderMailModel {
  businessName: string
  /** The business's phone and address, for the customer's questions. */
  contact: MailContact
  /** As people say it on the phone: "#1042". */
  orderNumber: string
  customerName?: string
  /** `details`: the guests of a per-guest line and the options chosen, in words. */
  items: Array<{ title: string; quantity: number; amountCents: number; details?: string }>
  subtotalCents: number
  discountCents?: number
  /** The promotion code the discount came from. */
  discountCode?: string
  deliveryFeeCents?: number
  /** A service area's travel fee (chef at your address, delivery). */
  travelFeeCents?: number
  taxCents: number
  totalCents: number
  refundedCents?: number
  /** A difference the customer is asked to pay after a change of items, and the page that takes it. */
  amountDue?: { cents: number; payUrl: string }
  /** An order paid by deposit and balance: the balance, its due date in words, and whether the bank asked to confirm. */
  balance?: { cents: number; dueDate: string; actionRequired?: boolean }
  fulfilment?: {
    method: string
    /** "Thu, Dec 24, 2026" */
    date: string
    /** "11:00 AM – 1:00 PM (New York time, EST)": the business's clocks, the zone named */
    slot: string
    address?: string
    /** "Pickup at" or "Address" */
    placeLabel?: string
    pickupInstructions?: string
    name?: string
    guests?: number
    phone?: string
    /** tel: link of the phone, when it is a full international number. */
    phoneHref?: string
    /** The customer's notes for the kitchen. */
    notes?: string
  }
  /** The customer's notes on the order. */
  orderNotes?: string
  /** The customer's allergies and diets as labels, and the allergens they confirmed the order contains. */
  dietary?: { allergies: string[]; diets: string[]; confirmed: string[] }
  /** An update the business wrote for the customer on the order (its status notes). */
  updateText?: string
  /** The order page; guests get their access token in it. */
  orderUrl: string
}

const cell = { color: palette.ink, fontSize: '14px', lineHeight: '20px', margin: '4px 0' }
const label = { ...cell, color: palette.muted }
const amount = { ...cell, textAlign: 'right' as const }

const money = (cents: number) => formatPrice(cents / 100)

function Line({ name, value, strong = false }: { name: string; value: string; strong?: boolean }) {
  return (
    <Row>
      <Column>
        <Text style={strong ? { ...cell, fontWeight: 700 } : label}>{name}</Text>
      </Column>
      <Column>
        <Text style={strong ? { ...amount, fontWeight: 700 } : amount}>{value}</Text>
      </Column>
    </Row>
  )
}

export function FulfilmentDetails({ fulfilment }: { fulfilment: NonNullable<OrderMailModel['fulfilment']> }) {
  return (
    <Section style={{ border: `1px solid ${palette.line}`, padding: '12px 16px', margin: '0 0 16px' }}>
      <Text style={{ ...cell, fontWeight: 700 }}>When and where</Text>
      <Line name={fulfilment.method} value={`${fulfilment.date}, ${fulfilment.slot}`} />
      {fulfilment.address ? (
        <Line name={fulfilment.placeLabel ?? 'Address'} value={fulfilment.address} />
      ) : null}
      {fulfilment.pickupInstructions ? (
        <Line name="Pickup instructions" value={fulfilment.pickupInstructions} />
      ) : null}
      {fulfilment.name ? <Line name="Name" value={fulfilment.name} /> : null}
      {fulfilment.guests ? <Line name="Guests" value={formatGuests(fulfilment.guests)} /> : null}
      {fulfilment.phone ? (
        <Row>
          <Column>
            <Text style={label}>Phone</Text>
          </Column>
          <Column>
            <Text style={amount}>
              {fulfilment.phoneHref ? (
                <Link href={fulfilment.phoneHref} style={{ color: palette.accent }}>
                  {fulfilment.phone}
                </Link>
              ) : (
                fulfilment.phone
              )}
            </Text>
          </Column>
        </Row>
      ) : null}
      {fulfilment.notes ? (
        <Text style={{ ...cell, whiteSpace: 'pre-line' }}>Notes for the kitchen: {fulfilment.notes}</Text>
      ) : null}
    </Section>
  )
}

export function OrderSummary({
  order,
  notesLabel = 'Your notes',
}: {
  order: OrderMailModel
  notesLabel?: string
}) {
  return (
    <Section style={{ margin: '0 0 8px' }}>
      <Text style={{ ...cell, fontWeight: 700 }}>Order {order.orderNumber}</Text>
      {order.fulfilment ? <FulfilmentDetails fulfilment={order.fulfilment} /> : null}
      {order.items.map((item, index) => (
        <Fragment key={index}>
          <Line name={`${item.quantity} × ${item.title}`} value={money(item.amountCents)} />
          {item.details ? <Text style={{ ...label, margin: '0 0 4px 16px' }}>{item.details}</Text> : null}
        </Fragment>
      ))}
      <Line name="Subtotal" value={money(order.subtotalCents)} />
      {order.discountCents ? (
        <Line
          name={order.discountCode ? `Discount (${order.discountCode})` : 'Discount'}
          value={`−${money(order.discountCents)}`}
        />
      ) : null}
      {/* The order review's totals, line for line: the delivery fee comes after the tax it is not part of. */}
      <Line name="Tax" value={money(order.taxCents)} />
      {order.deliveryFeeCents ? <Line name="Delivery" value={money(order.deliveryFeeCents)} /> : null}
      {order.travelFeeCents ? <Line name="Travel" value={money(order.travelFeeCents)} /> : null}
      <Line name="Total" value={money(order.totalCents)} strong />
      {order.refundedCents ? <Line name="Refunded" value={`−${money(order.refundedCents)}`} /> : null}
      {order.orderNotes ? (
        <Text style={{ ...cell, whiteSpace: 'pre-line' }}>
          {notesLabel}: {order.orderNotes}
        </Text>
      ) : null}
    </Section>
  )
}
