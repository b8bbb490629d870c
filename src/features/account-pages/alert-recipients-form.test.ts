import { describe, expect, it } from 'vitest'
import {
  emailField,
  nameField,
  personIdField,
  readAlertPeople,
  switchField,
} from './alert-recipients-form.ts'

function form(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('the alert recipients form', () => {
  it('reads each row with its switches (an unticked switch is off)', () => {
    const result = readAlertPeople(
      form([
        [personIdField, 'a'],
        [nameField('a'), ' Sam '],
        [emailField('a'), 'sam@example.com'],
        [switchField('a', 'newOrder'), 'on'],
        [personIdField, 'b'],
        [emailField('b'), 'deputy@example.com'],
        [switchField('b', 'digest'), 'on'],
      ]),
    )
    expect(result).toEqual({
      ok: true,
      people: [
        {
          name: 'Sam',
          email: 'sam@example.com',
          alerts: {
            newOrder: true,
            orderChange: false,
            consultation: false,
            testimonial: false,
            digest: false,
          },
        },
        {
          name: '',
          email: 'deputy@example.com',
          alerts: {
            newOrder: false,
            orderChange: false,
            consultation: false,
            testimonial: false,
            digest: true,
          },
        },
      ],
    })
  })

  it('refuses a bad or repeated address with a message next to its field, keeping what was typed', () => {
    const result = readAlertPeople(
      form([
        [personIdField, 'a'],
        [emailField('a'), 'not-an-address'],
        [personIdField, 'b'],
        [emailField('b'), 'sam@example.com'],
        [personIdField, 'c'],
        [emailField('c'), 'SAM@example.com'],
      ]),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors).toEqual({
      [emailField('a')]: 'Please enter a valid e-mail address, like name@example.com.',
      [emailField('c')]: 'This address is already on the list.',
    })
    expect(result.values[emailField('a')]).toBe('not-an-address')
  })

  it('an empty list is a valid answer: nobody gets alerts', () => {
    expect(readAlertPeople(form([]))).toEqual({ ok: true, people: [] })
  })
})
