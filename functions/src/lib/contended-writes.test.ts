import { describe, expect, it } from 'vitest'
import { backOffMs, lostTheRace, retryWhileContended } from './contended-writes.ts'
import { UnavailableError } from './errors.ts'

const raced = (code: number) => Object.assign(new Error('raced'), { code })
const options = { label: 'test', busyMessage: 'Busy, try again.', sleep: async () => {} }

describe('contended writes', () => {
  it('treats a changed or created document and an aborted transaction as a lost race, nothing else', () => {
    for (const code of [6, 9, 10, 409]) expect(lostTheRace(raced(code))).toBe(true)
    for (const code of [3, 5, 7, 13, 14]) expect(lostTheRace(raced(code))).toBe(false)
    expect(lostTheRace(new Error('plain'))).toBe(false)
    expect(lostTheRace(undefined)).toBe(false)
  })

  it('backs off by a random share of a doubling pause, capped at half a second', () => {
    expect([0, 1, 2, 3].map((attempt) => backOffMs(attempt, () => 1))).toEqual([20, 40, 80, 160])
    expect(backOffMs(10, () => 1)).toBe(500)
    expect(backOffMs(3, () => 0.5)).toBe(80)
    expect(backOffMs(3, () => 0)).toBe(0)
  })

  it('tries again after a lost race and answers with the attempt that won', async () => {
    let calls = 0
    const answer = await retryWhileContended(async () => {
      calls += 1
      if (calls < 4) throw raced(calls % 2 === 0 ? 9 : 10)
      return 'placed'
    }, options)
    expect(answer).toBe('placed')
    expect(calls).toBe(4)
  })

  it('passes any other error through at once', async () => {
    let calls = 0
    const refusal = new Error('This time was just booked up.')
    await expect(
      retryWhileContended(async () => {
        calls += 1
        throw refusal
      }, options),
    ).rejects.toBe(refusal)
    expect(calls).toBe(1)
  })

  it('past the deadline, asks the caller to retry with the busy message', async () => {
    const attempt = retryWhileContended(
      async () => {
        throw raced(10)
      },
      { ...options, deadlineMs: 0 },
    )
    await expect(attempt).rejects.toBeInstanceOf(UnavailableError)
    await expect(attempt).rejects.toThrow('Busy, try again.')
  })
})
