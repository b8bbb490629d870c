import { describe, expect, it } from 'vitest'
import { secondsSince, timingTable } from './step-timings.ts'

describe('step timings', () => {
  it('prints each step with its seconds and exit code, then the total', () => {
    const table = timingTable(
      [
        { name: 'typecheck', seconds: 41.25, exitCode: 0 },
        { name: 'stack start', seconds: 7, exitCode: 0 },
        { name: 'browser', seconds: 312.4, exitCode: 1 },
      ],
      380.7,
    )
    expect(table.split('\n')).toEqual([
      'step         seconds  exit',
      'typecheck       41.3     0',
      'stack start      7.0     0',
      'browser        312.4     1',
      'total          380.7',
    ])
  })

  it('prints only the total when no step ran', () => {
    expect(timingTable([], 0.4).split('\n')).toEqual(['step   seconds  exit', 'total      0.4'])
  })

  it('counts seconds to a tenth', () => {
    expect(secondsSince(1_000, 13_345)).toBe(12.3)
    expect(secondsSince(1_000, 1_000)).toBe(0)
  })
})
