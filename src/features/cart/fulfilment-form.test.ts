import { describe, expect, it } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data.ts'
import { calendarDayLabel, readFulfilmentChoice, savedDetailsOf, slotLabel } from './fulfilment-form.ts'

const form = formDataOf

const pickup = {
  'fulfilment.method': 'pickup',
  'fulfilment.date': '2026-12-15',
  'fulfilment.slotId': 'dinner',
  'fulfilment.name': ' Ann Lee ',
  'fulfilment.phone': '212 555 0123',
  'fulfilment.notes': 'No nuts',
  // Address fields typed before switching to pickup are not sent on.
  'fulfilment.address.line1': '1 Main St',
}

describe('reading the When and where section', () => {
  it('reads a pickup without an address', () => {
    expect(readFulfilmentChoice(form(pickup), {})).toEqual({
      ok: true,
      choice: {
        method: 'pickup',
        date: '2026-12-15',
        slotId: 'dinner',
        name: 'Ann Lee',
        phone: '212 555 0123',
        notes: 'No nuts',
      },
    })
  })

  it('reads a delivery with its address and guests', () => {
    const read = readFulfilmentChoice(
      form({
        ...pickup,
        'fulfilment.method': 'delivery',
        'fulfilment.address.city': 'New York',
        'fulfilment.address.postalCode': '10011',
        'fulfilment.guests': '12',
      }),
      {},
    )
    expect(read).toMatchObject({
      ok: true,
      choice: {
        method: 'delivery',
        address: { line1: '1 Main St', line2: '', city: 'New York', postalCode: '10011' },
        guests: 12,
      },
    })
  })

  it('puts each message next to its field and keeps what was typed', () => {
    const values = { 'fulfilment.name': 'Ann' }
    const read = readFulfilmentChoice(
      form({ 'fulfilment.method': 'delivery', 'fulfilment.guests': '2.5' }),
      values,
    )
    const { failure } = read.ok ? { failure: null } : read
    expect(failure?.values).toBe(values)
    expect(failure?.fieldErrors).toMatchObject({
      'fulfilment.date': 'Please choose a date.',
      'fulfilment.slotId': 'Please choose a time.',
      'fulfilment.name': 'Please enter the name for this order.',
      'fulfilment.phone': 'Please enter a phone number.',
      'fulfilment.address.line1': 'Please enter the street and number.',
      'fulfilment.address.postalCode': 'Please enter the postal code.',
      'fulfilment.guests': 'Please enter a whole number of guests.',
    })
  })
})

describe('the phone on the order review', () => {
  it('is refused by the page with the rule every saved number passes, everything else still read', () => {
    const values = { 'fulfilment.phone': '(555) 555-0142' }
    const read = readFulfilmentChoice(form({ ...pickup, 'fulfilment.phone': '(555) 555-0142' }), values)
    expect(read).toEqual({
      ok: false,
      failure: {
        ok: false,
        fieldErrors: { 'fulfilment.phone': expect.stringContaining('valid phone number') as unknown },
        values,
      },
    })
  })

  it("reads a national number in the business's country", () => {
    const british = { ...pickup, 'fulfilment.phone': '020 7946 0018' }
    expect(readFulfilmentChoice(form(british), {}).ok).toBe(false)
    expect(readFulfilmentChoice(form({ ...british, 'fulfilment.phoneCountry': 'GB' }), {}).ok).toBe(true)
  })
})

describe('calendar day labels', () => {
  const slot = { id: 'd', start: '17:00', end: '19:00', left: 3, open: true }
  it('name a bookable day in full with its open times', () => {
    const day = { date: '2026-11-27', bookable: true, slots: [slot, { ...slot, id: 'l' }] }
    expect(calendarDayLabel('2026-11-27', day)).toBe('Friday, November 27, 2026, 2 times open')
    const oneOpen = {
      ...day,
      slots: [slot, { ...slot, id: 'l', left: 0, open: false, reason: 'full' as const }],
    }
    expect(calendarDayLabel('2026-11-27', oneOpen)).toBe('Friday, November 27, 2026, 1 time open')
  })

  it('name a day that cannot be chosen in full with the reason', () => {
    const closed = { date: '2026-11-26', bookable: false, message: 'Closed for Thanksgiving.', slots: [] }
    expect(calendarDayLabel('2026-11-26', closed)).toBe(
      'Thursday, November 26, 2026, cannot be chosen: Closed for Thanksgiving.',
    )
    expect(calendarDayLabel('2027-03-01', undefined)).toBe('Monday, March 1, 2027, not offered')
  })
})

describe('slot labels', () => {
  it('say the places left, or why a time cannot be chosen', () => {
    const slot = { id: 'd', start: '17:00', end: '19:00', left: 3, open: true }
    expect(slotLabel(slot)).toBe('5:00 PM – 7:00 PM · 3 places left')
    expect(slotLabel({ ...slot, left: 1 })).toBe('5:00 PM – 7:00 PM · 1 place left')
    expect(slotLabel({ ...slot, left: 0, open: false, reason: 'full' })).toBe(
      '5:00 PM – 7:00 PM · fully booked',
    )
    expect(slotLabel({ ...slot, open: false, reason: 'closed' })).toBe('5:00 PM – 7:00 PM · closed')
  })
})

describe('saved details', () => {
  it('fill in the name, phone and first saved address of a profile', () => {
    const profile = {
      firstName: 'Casey',
      lastName: 'Rivera',
      phone: '+12125550199',
      addresses: [{ label: 'Home', street: '9 Elm St', city: 'Springfield', state: 'IL', zip: '62701' }],
    }
    expect(savedDetailsOf(profile)).toEqual({
      name: 'Casey Rivera',
      phone: '+1 212 555 0199',
      address: { line1: '9 Elm St', city: 'Springfield', postalCode: '62701' },
    })
    expect(savedDetailsOf(null)).toEqual({ name: '', phone: '' })
  })
})
