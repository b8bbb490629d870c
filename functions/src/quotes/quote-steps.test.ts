import { describe, expect, it } from 'vitest'
import type { QuoteRequest } from '../../../src/shared/quotes/quote-request.ts'
import type { QuoteVersion } from '../../../src/shared/schemas/quote.ts'
import type { StoredQuote } from '../data/collections.ts'
import { FieldProblemsError, NotFoundError, PreconditionError } from '../lib/errors.ts'
import {
  acceptableVersion,
  acceptedAlreadyMessage,
  changedMessage,
  withdrawnMessage,
} from './accept-quote.ts'
import { isPastExpiry } from './close-quote.ts'
import { nextVersions } from './save-quote.ts'
import { datesProblems, inBuilderFields } from './quote-version.ts'

// The steps of the quote functions that read no Firestore: which versions a save leaves, which dates a plan may
// have, where a refusal shows in the builder, and when a quote can still be accepted.

const version = (number: number, fields: Partial<QuoteVersion> = {}) =>
  ({ version: number, expiresOn: '2026-12-10', title: `v${number}`, ...fields }) as QuoteVersion
const quote = (fields: Partial<StoredQuote>) =>
  ({ state: 'sent', expiresOn: '2026-12-10', versions: [version(1)], ...fields }) as StoredQuote

describe('nextVersions', () => {
  const draft = { title: 'new' } as Omit<QuoteVersion, 'version'>
  it('starts at version 1, replaces an unsent version and adds one after a sent version', () => {
    expect(nextVersions(undefined, draft).map((each) => each.version)).toEqual([1])
    expect(nextVersions(quote({ versions: [version(1)] }), draft).map((each) => each.title)).toEqual(['new'])
    const sent = quote({ versions: [version(1, { sentAt: 5 })] })
    expect(nextVersions(sent, draft).map((each) => [each.version, each.title])).toEqual([
      [1, 'v1'],
      [2, 'new'],
    ])
  })
})

describe('datesProblems', () => {
  const plan = (expiresOn: string, balanceDueDate: string) =>
    ({ expiresOn, balanceDueDate, fulfilment: { date: '2027-01-20' } }) as QuoteRequest
  it('keeps the last open day and the balance date between today and the event', () => {
    expect(datesProblems(plan('2026-12-10', '2027-01-06'), '2026-11-27')).toEqual({})
    expect(datesProblems(plan('2026-11-26', '2027-01-21'), '2026-11-27')).toEqual({
      expiresOn: 'The quote cannot expire before today.',
      balanceDueDate: 'The balance must be due by the event date.',
    })
    expect(datesProblems(plan('2027-01-21', '2026-11-01'), '2026-11-27')).toEqual({
      expiresOn: 'The quote must expire by the event date.',
      balanceDueDate: 'The balance cannot be due before today.',
    })
  })
})

describe('inBuilderFields', () => {
  it('names the builder fields of the order checks', () => {
    const request = { lines: [{ chefPackageId: 'a' }, { chefPackageId: 'b' }] } as QuoteRequest
    const refused = inBuilderFields(
      new FieldProblemsError({
        'fulfilment.guests': 'too many',
        'fulfilment.phone': 'bad phone',
        'options.b.main': 'choose',
        'fulfilment.date': 'full',
      }),
      request,
    )
    expect(refused.fields).toEqual({
      guests: 'too many',
      'customer.phone': 'bad phone',
      'lines.1.option.main': 'choose',
      'fulfilment.date': 'full',
    })
  })
})

describe('acceptableVersion', () => {
  it('answers the latest version of a sent quote on or before its last day', () => {
    const open = quote({ versions: [version(1), version(2)] })
    expect(acceptableVersion(open, 2, '2026-12-10').version).toBe(2)
  })

  it.each([
    ['accepted', quote({ state: 'accepted' }), 1, PreconditionError, acceptedAlreadyMessage],
    ['withdrawn', quote({ state: 'withdrawn' }), 1, PreconditionError, withdrawnMessage],
    ['an older version', quote({ versions: [version(1), version(2)] }), 1, PreconditionError, changedMessage],
    ['a draft', quote({ state: 'draft' }), 1, NotFoundError, undefined],
  ] as const)('refuses %s', (_what, stored, asked, errorClass, message) => {
    expect(() => acceptableVersion(stored, asked, '2026-12-01')).toThrow(errorClass)
    if (message) expect(() => acceptableVersion(stored, asked, '2026-12-01')).toThrow(message)
  })

  it('refuses a quote past its last day, or expired by the sweep', () => {
    expect(() => acceptableVersion(quote({}), 1, '2026-12-11')).toThrow(/can no longer be accepted/)
    expect(() => acceptableVersion(quote({ state: 'expired' }), 1, '2026-12-01')).toThrow(
      /can no longer be accepted/,
    )
    expect(isPastExpiry({ expiresOn: '2026-12-10' }, '2026-12-10')).toBe(false)
    expect(isPastExpiry({ expiresOn: '2026-12-10' }, '2026-12-11')).toBe(true)
  })
})
