import { describe, expect, it } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data.ts'
import { parseScheduleForm } from './schedule-form.ts'

const form = formDataOf

const valid = {
  timeZone: 'America/New_York',
  country: 'us',
  'pickup.enabled': 'on',
  'pickup.address': '48 Mercer St',
  'pickup.instructions': '',
  'delivery.enabled': 'on',
  'delivery.zones.0.id': 'soho',
  'delivery.zones.0.name': 'SoHo',
  'delivery.zones.0.postalCodes': '10012, 10013 10007',
  'delivery.zones.0.fee': '8',
  'delivery.zones.0.minimum': '50.00',
  'week.2.slots.0.id': 'tue-dinner',
  'week.2.slots.0.start': '17:00',
  'week.2.slots.0.end': '19:00',
  'week.2.slots.0.capacity': '8',
  leadTimeDays: '1',
  'cutOff.daysBefore': '1',
  'cutOff.time': '18:00',
  'cancellation.refundPercent': '100',
  bookingWindowDays: '60',
  blackoutDates: '2026-12-25\n2027-01-01',
}

describe('the business schedule form', () => {
  it('reads a schedule: money in cents, postal codes and blackout dates as lists, days without slots closed', () => {
    const read = parseScheduleForm(form(valid), {})
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.schedule).toMatchObject({
      country: 'US',
      delivery: {
        enabled: true,
        zones: [
          { id: 'soho', postalCodes: ['10012', '10013', '10007'], feeCents: 800, minimumOrderCents: 5000 },
        ],
      },
      chefAtHome: { enabled: false },
      blackoutDates: ['2026-12-25', '2027-01-01'],
      closures: [],
    })
    expect(read.schedule.week.map((day) => day.slots.length)).toEqual([0, 0, 1, 0, 0, 0, 0])
  })

  it('puts each message on its field: a slot ending before it starts, a bad fee, a bad date', () => {
    const values = { 'pickup.address': '48 Mercer St' }
    const read = parseScheduleForm(
      form({
        ...valid,
        'week.2.slots.0.end': '16:00',
        'delivery.zones.0.fee': 'eight',
        blackoutDates: '2026-12-25 2026-02-30',
      }),
      values,
    )
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.failure.values).toBe(values)
    expect(read.failure.fieldErrors).toMatchObject({
      'week.2.slots.0.end': 'A slot ends after it starts.',
      'delivery.zones.0.fee': expect.any(String),
      blackoutDates: 'Please enter a real date as YYYY-MM-DD.',
    })
  })

  it('refuses a blackout date listed twice, with the message on the list and the rest kept', () => {
    const values = { 'pickup.address': '48 Mercer St' }
    const read = parseScheduleForm(
      form({ ...valid, blackoutDates: '2026-12-25\n2027-01-01\n2026-12-25' }),
      values,
    )
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.failure.values).toBe(values)
    expect(read.failure.fieldErrors).toEqual({ blackoutDates: 'Fri, Dec 25, 2026 is already in the list.' })
  })

  it('stores no blackout dates when the list is empty', () => {
    const read = parseScheduleForm(form({ ...valid, blackoutDates: '' }), {})
    expect(read.ok && read.schedule.blackoutDates).toEqual([])
  })

  it('asks for a pickup address when pickup is offered', () => {
    const read = parseScheduleForm(form({ ...valid, 'pickup.address': '' }), {})
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.failure.fieldErrors['pickup.address']).toBe('Please enter the pickup address.')
  })
})
