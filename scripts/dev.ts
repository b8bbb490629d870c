// `npm start`: the whole product locally, data kept in .local/emulator-data across restarts. Ctrl-C stops it all.
import path from 'node:path'
import { root, startStack } from './lib/stack.ts'

const startedAt = Date.now()
console.log('Starting Saffron Table locally (first start takes longer)...')
let stack: Awaited<ReturnType<typeof startStack>>
try {
  stack = await startStack({
    web: 'dev',
    dataDir: path.join(root, '.local', 'emulator-data'),
    output: path.join(root, '.local', 'logs'),
    watchFunctions: true,
    seed: true,
    schedules: true,
  })
} catch (error) {
  console.error(`\nCould not start the local stack: ${(error as Error).message}`)
  console.error(`Logs: ${path.join(root, '.local', 'logs')}`)
  process.exit(1)
}

const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
console.log(`
Saffron Table is running (ready in ${seconds} s)

  Web app            ${stack.urls.web}  (production build; public pages rendered by the server)
  Dev server         ${stack.urls.webDev}  (hot reload, rendered in the browser)
  Mail inbox         ${stack.urls.mailInbox}
  Stripe stand-in    ${stack.urls.stripe}
  Firestore emulator ${stack.urls.firestore}
  Auth emulator      ${stack.urls.auth}
  Functions          ${stack.urls.functions}
  Scheduled jobs     fired on their schedules (log: schedules.log); one as of a time you choose:
                     curl -X POST "${stack.urls.schedules}/run?name=chargeBalances&at=2026-12-20T15:00:00Z"
  Logs               ${path.join(root, '.local', 'logs')}
`)
if (stack.accounts.length > 0) {
  console.log('Demo accounts:')
  for (const account of stack.accounts) console.log(`  ${account.role.padEnd(9)} ${account.email}  password: ${account.password}`)
}
console.log('\nPress Ctrl-C to stop everything.')

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping (saving emulator data)...')
    await stack.stop()
    console.log('Stopped.')
    process.exit(0)
  })
}
