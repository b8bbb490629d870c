// Part of the local stack: fires the product's scheduled functions (mail retry sweeper, stale hold release, ...)
// on their own schedules against the emulators, as Cloud Scheduler does in production, and once at start. The Functions emulator
// cannot (see scripts/lib/schedule-interval.ts). Each tick loads the current functions bundle, so the watch build
// of `npm start` is picked up. Environment: the emulators' (scripts/lib/stack.ts) plus the functions' own
// .env.<project> and .secret.local, as the Functions emulator gives them.
import { statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadFunctionsEnv } from './lib/functions-env.ts'
import { intervalOf, scheduledFunctionsOf } from './lib/schedule-interval.ts'

const root = path.resolve(import.meta.dirname, '..')
const bundle = path.join(root, 'functions', 'lib', 'index.js')

loadFunctionsEnv()

async function loadBundle(): Promise<Record<string, unknown>> {
  return (await import(`${pathToFileURL(bundle).href}?v=${statSync(bundle).mtimeMs}`)) as Record<
    string,
    unknown
  >
}

const initial = scheduledFunctionsOf(await loadBundle())
for (const { name, schedule } of initial) {
  const every = intervalOf(schedule)
  console.log(`local schedules: ${name} ${schedule}`)
  const fire = async () => {
    const current = scheduledFunctionsOf(await loadBundle()).find((fn) => fn.name === name)
    if (!current) return
    const started = Date.now()
    try {
      await current.run({ scheduleTime: new Date().toISOString(), jobName: `local-${name}` })
      console.log(`local schedules: ${name} done in ${Date.now() - started} ms`)
    } catch (error) {
      console.error(`local schedules: ${name} failed`, { errorMessage: (error as Error).message })
    }
  }
  // Once at start as well: `npm start` keeps its data across restarts, and what fell due while it was stopped
  // (a mail that failed, a hold that ran out) is dealt with now rather than a whole interval later.
  void fire()
  setInterval(() => void fire(), every)
}
