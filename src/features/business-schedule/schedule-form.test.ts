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

  it('reads the kitchen ZIP code and the distance and bands of each method, fees in cents', () => {
    const read = parseScheduleForm(
      form({
        ...valid,
        kitchenPostalCode: ' 10001 ',
        'chefAtHome.enabled': 'on',
        'chefAtHome.area.maxMiles': '25',
        'chefAtHome.area.bands.0.fromMiles': '0',
        'chefAtHome.area.bands.0.toMiles': '10',
        'chefAtHome.area.bands.0.fee': '0',
        'chefAtHome.area.bands.1.fromMiles': '10',
        'chefAtHome.area.bands.1.toMiles': '25',
        'chefAtHome.area.bands.1.fee': '30',
        'delivery.area.maxMiles': '8',
      }),
      {},
    )
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.schedule.kitchenPostalCode).toBe('10001')
    expect(read.schedule.chefAtHome).toEqual({
      enabled: true,
      area: {
        maxMiles: 25,
        bands: [
          { fromMiles: 0, toMiles: 10, feeCents: 0 },
          { fromMiles: 10, toMiles: 25, feeCents: 3000 },
        ],
      },
    })
    expect(read.schedule.delivery.area).toEqual({ maxMiles: 8, bands: [] })
  })

  it('stores no area when its distance is empty and it has no bands', () => {
    const read = parseScheduleForm(form({ ...valid, 'chefAtHome.area.maxMiles': '' }), {})
    expect(read.ok && read.schedule.chefAtHome).toEqual({ enabled: false })
    expect(read.ok && read.schedule.kitchenPostalCode).toBeUndefined()
  })

  it('puts area mistakes on their fields: no kitchen code, overlapping bands, a bad fee, a bad code', () => {
    const overlapping = {
      ...valid,
      'chefAtHome.area.maxMiles': '25',
      'chefAtHome.area.bands.0.fromMiles': '0',
      'chefAtHome.area.bands.0.toMiles': '10',
      'chefAtHome.area.bands.0.fee': '0',
      'chefAtHome.area.bands.1.fromMiles': '5',
      'chefAtHome.area.bands.1.toMiles': '25',
      'chefAtHome.area.bands.1.fee': 'thirty',
    }
    const read = parseScheduleForm(form(overlapping), {})
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.failure.fieldErrors).toEqual({
      'chefAtHome.area.bands.1.fee': 'Please enter the travel fee.',
    })
    const fixedFee = parseScheduleForm(form({ ...overlapping, 'chefAtHome.area.bands.1.fee': '30' }), {})
    expect(!fixedFee.ok && fixedFee.failure.fieldErrors).toEqual({
      'chefAtHome.area.bands.1.fromMiles': 'This band overlaps the one before: start it at 10 miles.',
    })
    const ordered = parseScheduleForm(
      form({
        ...overlapping,
        'chefAtHome.area.bands.1.fee': '30',
        'chefAtHome.area.bands.1.fromMiles': '10',
      }),
      {},
    )
    expect(!ordered.ok && ordered.failure.fieldErrors).toEqual({
      kitchenPostalCode: "Please enter the kitchen's ZIP code: distances are measured from it.",
    })
    const badCode = parseScheduleForm(form({ ...valid, kitchenPostalCode: '1000' }), {})
    expect(!badCode.ok && badCode.failure.fieldErrors).toEqual({
      kitchenPostalCode: "Please enter the kitchen's five-digit ZIP code.",
    })
  })

  it('lets delivery go by distance alone, but not with neither zones nor a distance', () => {
    const zonesGone = Object.fromEntries(
      Object.entries(valid).filter(([key]) => !key.startsWith('delivery.zones')),
    )
    const byDistance = parseScheduleForm(
      form({ ...zonesGone, kitchenPostalCode: '10001', 'delivery.area.maxMiles': '5' }),
      {},
    )
    expect(byDistance.ok && byDistance.schedule.delivery).toEqual({
      enabled: true,
      zones: [],
      area: { maxMiles: 5, bands: [] },
    })
    const neither = parseScheduleForm(form(zonesGone), {})
    expect(!neither.ok && neither.failure.fieldErrors).toEqual({
      'delivery.zones': 'Add at least one delivery zone or a maximum distance.',
    })
  })
})
