// Firestore emulator access for `*.emu.test.ts` files.
//
// How: the data layer uses Firestore Lite, so each callback gets its own app with a Lite instance that carries the
// emulator's "owner" token (rules bypassed), and a full-SDK instance for live listeners; both are deleted when the
// callback ends, so do all Firestore work inside it. The rules-unit-testing environment is only used for its
// project id and clearFirestore(); we never load rules here (rules tests in tests/rules own theirs).
//
// Usage:
//   const env = await firestoreTestEnvironment()
//   afterAll(() => env.cleanup())
//   it('...', () => withDataLayer(env, async (db) => { ...use src/lib/data and/or firebase/firestore... }))
//
// Address: FIRESTORE_EMULATOR_HOST (host:port), default 127.0.0.1:8080 from src/lib/emulator-ports.ts.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { deleteApp, initializeApp } from 'firebase/app'
import {
  connectFirestoreEmulator as connectFullEmulator,
  getFirestore as getFirestoreFull,
  terminate, type Firestore as ListenFirestore } from 'firebase/firestore'
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite'
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

/**
 * Runs `work` with Firestore Lite instances on the emulator that bypass security rules (the emulator's "owner"
 * token), with the data layer (src/lib/data) pointed at them; live listeners get a full-SDK instance.
 */
export async function withDataLayer(
  env: RulesTestEnvironment,
  work: (db: Firestore) => Promise<void>,
): Promise<void> {
  const { host, port } = firestoreEmulatorAddress()
  const app = initializeApp({ projectId: env.projectId }, uniqueId('data-layer'))
  const db = getFirestore(app)
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' })
  let listenDb: ListenFirestore | undefined
  setDataFirestore(db, async () => {
    if (!listenDb) {
      listenDb = getFirestoreFull(app)
      connectFullEmulator(listenDb, host, port, { mockUserToken: 'owner' })
    }
    return listenDb
  })
  try {
    await work(db)
  } finally {
    if (listenDb) await terminate(listenDb)
    await deleteApp(app)
  }
}

/** A per-run unique id prefix so parallel runs on one emulator never see each other's documents. */
export function uniqueId(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}
