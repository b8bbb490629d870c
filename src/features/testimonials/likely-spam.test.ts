import { describe, expect, it } from 'vitest'
import { comparableText, containsLink, isMostlyRepeated, likelySpam } from './likely-spam.ts'

describe('containsLink', () => {
  it.each([
    'See https://example.com for more',
    'visit http://x.io',
    'go to www.deals now',
    'Buy at cheap-pills.biz today',
    'CHEAP-PILLS.BIZ',
    'mail me: spam@mailer.ru',
    'shop.example.co.uk has it',
  ])('finds a link in %j', (text) => {
    expect(containsLink(text)).toBe(true)
  })

  it.each([
    'Lovely dinner.Thanks so much',
    'The food was great. The service too.',
    'e.g. the risotto',
    'We paid 12.50 per head',
    'Best paella in town!',
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false)
  })
})

describe('isMostlyRepeated', () => {
  it.each([
    'aaaaaaaaaaaa',
    'buy now buy now buy now buy now',
    'Great!!! Great!!! Great!!!',
    'lolololololol',
    'spam food spam drink spam spam',
  ])('marks %j', (text) => {
    expect(isMostlyRepeated(text)).toBe(true)
  })

  it.each([
    'Soooo good, thank you for a wonderful evening',
    'Yum!!!',
    'Very very good food and lovely staff',
    'Good food, good wine, good company and a lovely evening',
  ])('leaves %j', (text) => {
    expect(isMostlyRepeated(text)).toBe(false)
  })
})

describe('comparableText', () => {
  it('ignores case, punctuation and spacing', () => {
    expect(comparableText('  Lovely   dinner!! ')).toBe(comparableText('lovely dinner.'))
  })
})

describe('likelySpam', () => {
  it('gives the reasons in words, by id, and leaves fine reviews out', () => {
    const marks = likelySpam([
      { id: 'a', testimony: 'Cheap watches at cheap-pills.biz' },
      { id: 'b', testimony: 'Wonderful dinner, thank you!' },
      { id: 'c', testimony: 'wonderful dinner thank you' },
      { id: 'd', testimony: 'The lamb was perfect.' },
      { id: 'e', testimony: 'zzzzzzzzzzzzzzzz' },
    ])
    expect(marks.get('a')).toEqual(['contains a link'])
    expect(marks.get('b')).toEqual(['same text as another review'])
    expect(marks.get('c')).toEqual(['same text as another review'])
    expect(marks.has('d')).toBe(false)
    expect(marks.get('e')).toEqual(['mostly repeated characters or words'])
  })

  it('gives every reason that applies', () => {
    const text = 'www.spam.biz www.spam.biz www.spam.biz'
    const marks = likelySpam([
      { id: 'x', testimony: text },
      { id: 'y', testimony: text },
    ])
    expect(marks.get('x')).toEqual([
      'contains a link',
      'same text as another review',
      'mostly repeated characters or words',
    ])
  })

  it('marks nothing in an empty list', () => {
    expect(likelySpam([]).size).toBe(0)
  })
})
