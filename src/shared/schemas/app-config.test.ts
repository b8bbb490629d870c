import { describe, expect, it } from 'vitest'
import { alertPersonOf, alertRecipientOf, alertRecipientsSchema, recipientsFor } from './app-config.ts'

describe('alert recipients', () => {
  const stored = alertRecipientsSchema.parse([
    { email: 'old@a.test', active: true },
    { email: 'paused@a.test', active: false },
    { name: 'Sam', email: 'sam@a.test', alerts: { newOrder: true, digest: false } },
    { email: ' old@a.test ', alerts: { newOrder: true } },
  ])

  it('an entry of the old shape gets every alert while active; a new one only what is switched on', () => {
    expect(recipientsFor(stored, 'newOrder')).toEqual(['old@a.test', 'sam@a.test'])
    expect(recipientsFor(stored, 'digest')).toEqual(['old@a.test'])
    expect(recipientsFor(stored, 'testimonial')).toEqual(['old@a.test'])
    expect(recipientsFor([], 'consultation')).toEqual([])
  })

  it('reads as the form shows it and is stored with a switch for every kind', () => {
    const person = alertPersonOf(stored[2]!)
    expect(person).toEqual({
      name: 'Sam',
      email: 'sam@a.test',
      alerts: { newOrder: true, orderChange: false, consultation: false, testimonial: false, digest: false },
    })
    expect(alertPersonOf(alertRecipientOf(person))).toEqual(person)
    expect(alertPersonOf(stored[1]!).alerts.newOrder).toBe(false)
  })
})
