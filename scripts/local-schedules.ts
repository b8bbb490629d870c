// Part of the local stack: fires the product's scheduled functions (mail retry sweeper, stale hold release, ...)
// on their own schedules against the emulators, as Cloud Scheduler does in production, and once at start. The Functions emulator
// cannot (see scripts/lib/schedule-interval.ts). Each tick loads the current functions bundle, so the watch build
// of `npm start` is picked up. Environment: the emulators' (scripts/lib/stack.ts) plus the functions' own
// .env.<project> and .secret.local, as the Functions emulator gives them.
//
// It also fires one function when asked, as of any time: `POST /run?name=<function>&at=<ISO time>` on
// LOCAL_SCHEDULES_PORT answers once the run is over (200 with what ran, 404 for an unknown name, 400 for a bad time,
// 500 when the run failed). The functions read "now" from the event's scheduleTime, so this moves their clock: tests
// fire the balance run on a due date this way. With LOCAL_SCHEDULES_ON_REQUEST_ONLY=true (the test stack) nothing
// fires on a clock.
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { loadFunctionsEnv } from './lib/functions-env.ts'
import { intervalOf, scheduledFunctionsOf } from './lib/schedule-interval.ts'

const root = path.resolve(import.meta.dirname, '..')
// The CommonJS bundle functions/build.ts writes (docs/decisions/0098).
const bundle = path.join(root, 'functions', 'lib', 'index.cjs')
const require = createRequire(import.meta.url)

loadFunctionsEnv()

/** The bundle as it is now: dropped from the module cache first, so the watch build of `npm start` is picked up. */
function loadBundle(): Record<string, unknown> {
  delete require.cache[bundle]
  return require(bundle) as Record<string, unknown>
}

/** Runs the scheduled function `name` as of `at`; false when there is no such function. */
async function fire(name: string, at: Date): Promise<boolean> {
  const current = scheduledFunctionsOf(loadBundle()).find((fn) => fn.name === name)
  if (!current) return false
  const started = Date.now()
  await current.run({ scheduleTime: at.toISOString(), jobName: `local-${name}` })
  console.log(`local schedules: ${name} as of ${at.toISOString()} done in ${Date.now() - started} ms`)
  return true
}

const onRequestOnly = process.env['LOCAL_SCHEDULES_ON_REQUEST_ONLY'] === 'true'
const initial = scheduledFunctionsOf(loadBundle())
for (const { name, schedule } of onRequestOnly ? [] : initial) {
  const every = intervalOf(schedule)
  console.log(`local schedules: ${name} ${schedule}`)
  const tick = async () => {
    try {
      await fire(name, new Date())
    } catch (error) {
      console.error(`local schedules: ${name} failed`, { errorMessage: (error as Error).message })
    }
  }
  // Once at start as well: `npm start` keeps its data across restarts, and what fell due while it was stopped
  // (a mail that failed, a hold that ran out) is dealt with now rather than a whole interval later.
  void tick()
  setInterval(() => void tick(), every)
}

const port = Number(process.env['LOCAL_SCHEDULES_PORT'] ?? 0)
if (port > 0) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local')
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    if (url.pathname === '/health') return answer(200, { ok: true, functions: initial.map((fn) => fn.name) })
    if (url.pathname !== '/run' || request.method !== 'POST') return answer(404, { error: 'POST /run only' })
    const name = url.searchParams.get('name') ?? ''
    const at = new Date(url.searchParams.get('at') ?? new Date().toISOString())
    if (Number.isNaN(at.getTime())) return answer(400, { error: 'at must be an ISO time' })
    fire(name, at).then(
      (found) =>
        found
          ? answer(200, { ran: name, at: at.toISOString() })
          : answer(404, { error: `no scheduled function ${name}` }),
      (error: unknown) => {
        console.error(`local schedules: ${name} failed`, { errorMessage: (error as Error).message })
        answer(500, { error: (error as Error).message })
      },
    )
  })
  server.listen(port, '127.0.0.1', () =>
    console.log(`local schedules: POST http://127.0.0.1:${port}/run?name=…&at=…`),
  )
}
