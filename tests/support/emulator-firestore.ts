// Firestore emulator access for `*.emu.test.ts` files.
//
// How: `@firebase/rules-unit-testing` v5 gives a context per callback of `withSecurityRulesDisabled`; the
// context's `firestore()` is a compat instance connected with the emulator's "owner" token (rules bypassed).
// Its `_delegate` is the modular `Firestore`, which is what the data layer and `firebase/firestore` functions
// take. The context (and its app) is deleted when the callback ends, so do all Firestore work inside it.
// We never load rules here: rules tests (tests/rules) share the emulator's project and own its rules.
//
// Usage:
//   const env = await firestoreTestEnvironment()
//   afterAll(() => env.cleanup())
//   it('...', () => withDataLayer(env, async (db) => { ...use src/lib/data and/or firebase/firestore... }))
//
// Address: FIRESTORE_EMULATOR_HOST (host:port), default 127.0.0.1:8080 from src/lib/emulator-ports.ts.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import type { Firestore } from 'firebase/firestore'
import { setDataFirestore } from '../../src/lib/data/db.ts'
import { demoProjectId, emulatorPorts } from '../../src/lib/emulator-ports.ts'

export function firestoreEmulatorAddress(): { host: string; port: number } {
  // Read through globalThis: src/ test files import this helper and the app tsconfig has no Node types.
  const { process } = globalThis as { process?: { env: Record<string, string | undefined> } }
  const configured = process?.env.FIRESTORE_EMULATOR_HOST
  if (!configured) return { host: '127.0.0.1', port: emulatorPorts.firestore }
  const separator = configured.lastIndexOf(':')
  const port = Number(configured.slice(separator + 1))
  if (separator <= 0 || !Number.isInteger(port)) {
    throw new Error(`FIRESTORE_EMULATOR_HOST must be host:port, got "${configured}"`)
  }
  return { host: configured.slice(0, separator), port }
}

export function firestoreTestEnvironment(projectId: string = demoProjectId): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({ projectId, firestore: firestoreEmulatorAddress() })
}

/** Runs `work` with a modular Firestore on the emulator that bypasses security rules. */
export async function withRulesDisabledFirestore(
  env: RulesTestEnvironment,
  work: (db: Firestore) => Promise<void>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const compat = context.firestore() as unknown as { _delegate?: Firestore }
    // Modular functions also unwrap a compat instance themselves; unwrapping here gives a true modular type.
    await work(compat._delegate ?? (compat as unknown as Firestore))
  })
}

/** Like withRulesDisabledFirestore, with the data layer (src/lib/data) pointed at that Firestore. */
export function withDataLayer(
  env: RulesTestEnvironment,
  work: (db: Firestore) => Promise<void>,
): Promise<void> {
  return withRulesDisabledFirestore(env, async (db) => {
    setDataFirestore(db)
    await work(db)
  })
}

/** A per-run unique id prefix so parallel runs on one emulator never see each other's documents. */
export function uniqueId(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}
