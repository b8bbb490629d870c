// Shared set-up for the Firestore security rules tests (`tests/rules/<collection>.emu.test.ts`).
//
// Each rules file calls `useRulesEnv('<collection>')` once at the top level. That registers the hooks that
// load `firestore.rules` into a project of its own (`demo-saffron-rules-<collection>`), so a file never sees
// the app's data (`demo-saffron-table`) or another rules file's data, and `clearFirestore()` before each test
// is safe. It returns one modular Firestore per kind of caller, plus `seed` to arrange data behind the rules.
import { readFileSync } from 'node:fs'
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing'
import { doc, getDoc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { firestoreEmulatorAddress } from './emulator-firestore.ts'

// Refused writes are the point of these tests: keep the SDK's per-denial warnings out of the output.
setLogLevel('error')

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')

// The signed-in callers every rules file uses; `alice` owns the documents under test, `bob` does not.
export const uids = { alice: 'alice', bob: 'bob', admin: 'admin-1' } as const

export interface RulesEnv {
  /** No auth at all. */
  guest(): Firestore
  /** Signed in, no admin claim (or the given claims). */
  user(uid: string, claims?: TokenOptions): Firestore
  /** Signed in with the custom claim `admin: true`. */
  admin(): Firestore
  /** Writes documents with rules disabled (arrange step). */
  seed(documents: Record<string, DocumentData>): Promise<void>
  /** Reads a document with rules disabled (assert step): its data, or undefined when it does not exist. */
  stored(path: string): Promise<DocumentData | undefined>
}

// The context's `firestore()` is a compat instance; `_delegate` is the modular `Firestore` that
// `doc`, `getDoc`, `setDoc`, ... from `firebase/firestore` take.
function modular(context: RulesTestContext): Firestore {
  const compat = context.firestore() as unknown as { _delegate?: Firestore }
  return compat._delegate ?? (compat as unknown as Firestore)
}

export function useRulesEnv(collectionName: string): RulesEnv {
  let env: RulesTestEnvironment | undefined
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('Rules test environment used before beforeAll ran')
    return env
  }

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: `demo-saffron-rules-${collectionName}`,
      firestore: { ...firestoreEmulatorAddress(), rules },
    })
  })
  beforeEach(() => current().clearFirestore())
  afterAll(() => env?.cleanup())

  return {
    guest: () => modular(current().unauthenticatedContext()),
    user: (uid, claims) => modular(current().authenticatedContext(uid, claims)),
    admin: () => modular(current().authenticatedContext(uids.admin, { admin: true })),
    seed: (documents) =>
      current().withSecurityRulesDisabled(async (context) => {
        const db = modular(context)
        await Promise.all(Object.entries(documents).map(([path, data]) => setDoc(doc(db, path), data)))
      }),
    stored: async (path) => {
      let data: DocumentData | undefined
      await current().withSecurityRulesDisabled(async (context) => {
        data = (await getDoc(doc(modular(context), path))).data()
      })
      return data
    },
  }
}
