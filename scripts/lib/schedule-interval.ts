// The Functions emulator does not fire scheduled functions (it needs a Pub/Sub emulator this machine cannot
// download), so the local stack fires them itself (scripts/local-schedules.ts). It reads each function's own
// schedule, in the App Engine "every N minutes|hours" form the product uses.

const everyPattern = /^every (\d+) (minute|minutes|hour|hours)$/

/** Milliseconds between runs of a schedule such as "every 5 minutes"; other forms are refused by name. */
export function intervalOf(schedule: string): number {
  const match = everyPattern.exec(schedule.trim())
  if (!match) {
    throw new Error(`The local stack fires only "every N minutes|hours" schedules, not "${schedule}".`)
  }
  const count = Number(match[1])
  if (count < 1) throw new Error(`A schedule runs at least every 1 ${match[2]}: "${schedule}".`)
  return count * (match[2]!.startsWith('hour') ? 3_600_000 : 60_000)
}

export interface ScheduledFunction {
  name: string
  schedule: string
  run: (event: { scheduleTime: string; jobName?: string }) => unknown
}

/** The exports of the functions bundle that are scheduled functions (firebase-functions v2 `onSchedule`). */
export function scheduledFunctionsOf(bundle: Record<string, unknown>): ScheduledFunction[] {
  const found: ScheduledFunction[] = []
  for (const [name, value] of Object.entries(bundle)) {
    const fn = value as { __endpoint?: { scheduleTrigger?: { schedule?: unknown } }; run?: unknown } | null
    const schedule = fn?.__endpoint?.scheduleTrigger?.schedule
    if (typeof schedule === 'string' && typeof fn?.run === 'function') {
      found.push({ name, schedule, run: fn.run as ScheduledFunction['run'] })
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name))
}
