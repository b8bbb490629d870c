// Page speed is measured on a machine that is otherwise at rest: the local stack keeps compiling and warming up for a
// while after it reports ready, and a Lighthouse run that shares the two cores with that counts the stack's work as
// the page's blocking time. Used by `npm run bench` before each Lighthouse run.
import os from 'node:os'

export interface CpuTimes {
  idle: number
  total: number
}

/** Idle and total CPU time so far, summed over every core. */
export function cpuTimes(cpus: Pick<os.CpuInfo, 'times'>[] = os.cpus()): CpuTimes {
  return cpus.reduce(
    (sum, { times }) => ({
      idle: sum.idle + times.idle,
      total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq,
    }),
    { idle: 0, total: 0 },
  )
}

/** The share (0-1) of the machine's CPU time that was busy between two readings. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0
}

export interface QuietWait {
  waitedMs: number
  /** The busy share of the last window: below the limit unless the wait timed out. */
  busy: number
}

/**
 * Waits until a whole window passes with the machine less busy than `below`, or until `timeoutMs`; answers how long
 * it waited and how busy the last window was, so a report can say when a figure was measured on a busy machine.
 */
export async function waitForQuietCpu({
  below = 0.1,
  windowMs = 1_000,
  timeoutMs = 60_000,
  read = () => cpuTimes(),
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  below?: number
  windowMs?: number
  timeoutMs?: number
  read?: () => CpuTimes
  sleep?: (ms: number) => Promise<void>
} = {}): Promise<QuietWait> {
  let waitedMs = 0
  for (;;) {
    const before = read()
    await sleep(windowMs)
    waitedMs += windowMs
    const busy = busyShare(before, read())
    if (busy < below || waitedMs >= timeoutMs) return { waitedMs, busy }
  }
}
