// One process of the bench's placeOrder burst (scripts/lib/fulfilment-bench.ts): places its share of the orders at
// their times through placeOrder's callable wrapper in this process, against the emulators, and writes the answers
// as JSON to the file it is given (stdout carries the functions' own log lines).
// Usage (bundled first, for the mail templates' TSX): node burst-caller.mjs '<share as JSON>' <answers file>
import { writeFileSync } from 'node:fs'
import { placeOrderCallableFn } from '../../functions/src/orders/order-callables.ts'
import { callInProcess } from '../../tests/support/call-in-process.ts'

export interface BurstShare {
  /** When the burst starts (epoch ms); each order is placed `atMs` after it. */
  startAt: number
  /** The one network every customer of the burst orders from (the X-Forwarded-For Cloud Run would add). */
  network: string
  /** Placed before the burst, so the process has its clients and modules ready. */
  warmUp: unknown
  orders: Array<{ atMs: number; data: unknown }>
}

export interface BurstAnswer {
  status: string
  fields: Record<string, string>
  message: string
  ms: number
}

const [shareJson, answersFile] = process.argv.slice(2)
const share = JSON.parse(shareJson!) as BurstShare
const headers = { 'x-forwarded-for': share.network }
await callInProcess(placeOrderCallableFn, share.warmUp, undefined, headers)
const answers: BurstAnswer[] = await Promise.all(
  share.orders.map(async ({ atMs, data }) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, share.startAt + atMs - Date.now())))
    const started = performance.now()
    const answer = await callInProcess(placeOrderCallableFn, data, undefined, headers)
    const ms = performance.now() - started
    return answer.ok
      ? { status: 'ok', fields: {}, message: '', ms }
      : { status: answer.status, fields: answer.fields, message: answer.message, ms }
  }),
)
writeFileSync(answersFile!, JSON.stringify(answers))
// The Admin SDK keeps its channels open; the answers are written.
process.exit(0)
