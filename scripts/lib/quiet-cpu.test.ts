import { describe, expect, it } from 'vitest'
import { busyShare, cpuTimes, waitForQuietCpu, type CpuTimes } from './quiet-cpu.ts'

const core = (user: number, idle: number) => ({ times: { user, nice: 0, sys: 0, idle, irq: 0 } })

describe('quiet CPU', () => {
  it('sums every core and counts the busy share between two readings', () => {
    const before = cpuTimes([core(100, 900), core(50, 950)])
    const after = cpuTimes([core(400, 1_600), core(50, 1_950)])
    expect(before).toEqual({ idle: 1_850, total: 2_000 })
    // 300 of 1,000 ms busy on the first core, none on the second: 15 % of the machine.
    expect(busyShare(before, after)).toBeCloseTo(0.15)
  })

  it('waits through busy windows until one is quiet', async () => {
    // Busy shares of successive 1 s windows: 80 %, 40 %, then 5 %.
    const readings: CpuTimes[] = [
      { idle: 0, total: 0 },
      { idle: 200, total: 1_000 },
      { idle: 200, total: 1_000 },
      { idle: 800, total: 2_000 },
      { idle: 800, total: 2_000 },
      { idle: 1_750, total: 3_000 },
    ]
    const result = await waitForQuietCpu({ read: () => readings.shift()!, sleep: async () => {} })
    expect(result).toEqual({ waitedMs: 3_000, busy: expect.closeTo(0.05) })
  })

  it('gives up after the time limit and says how busy the machine still was', async () => {
    let clock = 0
    const alwaysBusy = () => ({ idle: clock * 0.5, total: (clock += 1_000) })
    const result = await waitForQuietCpu({ read: alwaysBusy, sleep: async () => {}, timeoutMs: 5_000 })
    expect(result.waitedMs).toBe(5_000)
    expect(result.busy).toBeGreaterThan(0.1)
  })
})
