#!/usr/bin/env node
// Local stand-in for the Cloud Storage rules runtime (a jar firebase-tools downloads from Google; not available
// offline). firebase-tools starts it through `java ... -jar <this file> serve` (scripts/java-shim runs scripts
// directly) and talks JSON lines over stdin/stdout:
//   -> {"id":0,"action":"load_ruleset","context":{"rulesetName":"0","source":{...}}}
//   <- {"id":0,"status":"ok","errors":[],"warnings":[],"result":{"rulesVersion":2}}
//   -> {"id":1,"action":"verify","context":{"rulesetName":"0","path":"/b/...","method":"get",...}}
//   <- {"id":1,"status":"ok","errors":[],"warnings":[],"result":{"permit":true}}
// It PERMITS EVERYTHING: storage.rules are not enforced locally (docs/decisions/0009). The product never relies on
// them for writes: uploads go through the uploadImageCallable function (Admin SDK), and production enforces the
// real rules. Plain JavaScript so it runs on any Node version on PATH.
import { createInterface } from 'node:readline'

function reply(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`)
}

// firebase-tools waits for a message with id -1 before it sends anything.
reply({ id: -1, status: 'ok', errors: [], warnings: [] })

const lines = createInterface({ input: process.stdin })
lines.on('line', (line) => {
  if (line.trim() === '') return
  let request
  try {
    request = JSON.parse(line)
  } catch {
    process.stderr.write(`storage rules stand-in: ignoring a line that is not JSON\n`)
    return
  }
  const base = { id: request.id, status: 'ok', errors: [], warnings: [] }
  switch (request.action) {
    case 'load_ruleset':
      reply({ ...base, result: { rulesVersion: 2 } })
      break
    case 'verify':
      reply({ ...base, result: { permit: true } })
      break
    default:
      reply({ ...base, result: {} })
  }
})
lines.on('close', () => process.exit(0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
