// Malformed input against every callable of the product, as a guest and as an admin (so that access checks do not
// hide the parsing): wrong types, missing and extra fields, nulls, 1 MB strings, unpaired surrogates and path-like
// ids. No answer may be a server error, and nothing may be written. Nothing written is told by counting whole
// collections, so this file runs with no other emulator file beside it (vite.config.ts, `emulatorTestsRunAlone`).
import { beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../scripts/seed-data.ts'
import * as contracts from '../../src/shared/callables.ts'
import { adminDb } from '../support/admin.ts'
import { callCallable, idTokenFor } from '../support/auth-emulator.ts'

interface Contract {
  name: string
  input: { _zod: { def: { shape?: Record<string, unknown> } } }
}

const callables = (Object.values(contracts) as unknown[]).filter(
  (value): value is Contract =>
    typeof value === 'object' && value !== null && 'name' in value && 'input' in value && 'output' in value,
)

const megabyte = 'x'.repeat(1024 * 1024)
const badValues: unknown[] = [
  null,
  42,
  true,
  [],
  {},
  megabyte,
  'a/b',
  '..',
  '__id__',
  'bad \uD800 text',
  '\uDFFF',
]
const wholeBodies: unknown[] = [null, 'text', 7, [], {}, { unexpected: 'field' }, { ['key\uD800']: 'x' }]

/** Every body the sweep sends to a callable: whole bodies of the wrong kind, then each field set to each bad value. */
function bodiesFor(contract: Contract): unknown[] {
  const keys = Object.keys(contract.input._zod.def.shape ?? {})
  return [
    ...wholeBodies,
    ...keys.flatMap((key) => badValues.map((value) => ({ [key]: value }))),
    { cartData: [{ chefPackageId: '../chefPackages/x', quantity: 1 }] },
  ]
}

const watched = [
  'orders',
  'mail',
  'payments',
  'testimonialReview',
  'testimonials',
  'chefPackages',
  'fulfilmentDays',
  'quotes',
  'mealPlans',
  'mealSubscriptions',
]
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      watched.map(
        async (name) => [name, (await adminDb().collection(name).count().get()).data().count] as const,
      ),
    ),
  )

/**
 * The counts once nothing else writes: the files before this one may leave triggers running (a mail queued after an
 * order's change), which would otherwise be taken for something the sweep wrote.
 */
async function settledCounts(): Promise<Record<string, number>> {
  let previous = await counts()
  for (let attempt = 0; attempt < 15; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const now = await counts()
    if (JSON.stringify(now) === JSON.stringify(previous)) return now
    previous = now
  }
  throw new Error(`Other writes did not stop within 30 s: ${JSON.stringify(previous)}`)
}

describe('malformed input to every callable', () => {
  let adminToken = ''
  beforeAll(async () => {
    const admin = demoAccounts.find((account) => account.role === 'admin')!
    adminToken = await idTokenFor(admin.email, admin.password)
  })

  it('lists the callables it sweeps', () => {
    expect(callables.length).toBeGreaterThanOrEqual(15)
  })

  it('never answers with a server error and writes nothing', { timeout: 300_000 }, async () => {
    const before = await settledCounts()
    const serverErrors: string[] = []
    const sweep = async (contract: Contract) => {
      for (const body of bodiesFor(contract)) {
        for (const token of [undefined, adminToken]) {
          const reply = await callCallable(contract.name, body, token)
          if (reply.status >= 500) {
            const shown = JSON.stringify(body).slice(0, 80)
            serverErrors.push(`${contract.name} ${token ? 'admin' : 'guest'} ${reply.status} ${shown}`)
          }
        }
      }
    }
    // Three callables at a time: each is a function of its own on the emulator, so they wait on each other little.
    const queue = [...callables]
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await sweep(next)
      }),
    )
    expect(serverErrors.sort()).toEqual([])
    // Settled too, so a write a sweep call set off a little later is still seen.
    expect(await settledCounts()).toEqual(before)
  })
})
