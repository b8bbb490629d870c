import { Integer as ClosureInteger } from '@firebase/webchannel-wrapper/bloom-blob'
import { describe, expect, it } from 'vitest'
import { Integer } from './firestore-lite-integer.ts'

// The stand-in must order numeric document ids exactly as the module it replaces.
describe('Firestore Lite Integer stand-in', () => {
  const samples = [
    '0',
    '7',
    '10',
    '-3',
    '007',
    '+7',
    ' 7',
    '12a',
    '1.5',
    'abc',
    '9007199254740993',
    '9007199254740992',
    '123456789012345678901234567890',
  ]
  it.each(samples.flatMap((left) => samples.map((right) => [left, right] as const)))(
    'compares %s with %s like Closure',
    (left, right) => {
      expect(Integer.fromString(left).compare(Integer.fromString(right))).toBe(
        Math.sign(ClosureInteger.fromString(left).compare(ClosureInteger.fromString(right))),
      )
    },
  )
  it('refuses empty text, as Closure does', () => {
    for (const text of ['', '-']) {
      expect(() => ClosureInteger.fromString(text)).toThrow('empty string')
      expect(() => Integer.fromString(text)).toThrow('empty string')
    }
  })
})
