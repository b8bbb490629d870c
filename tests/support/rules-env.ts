// The Firestore security rules test environment (tests/rules/rules.emu.test.ts).
//
// `firestore.rules` is loaded into a project of its own (`demo-saffron-rules`), so the rules run never sees the
// app's data (`demo-saffron-table`) and may clear its project freely. It hands out one modular Firestore per
// role of tests/rules/rule-case.ts, plus `reset` and `stored` to arrange and inspect data behind the rules.
import { readFileSync } from 'node:fs'
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing'
import { doc, getDoc, setLogLevel, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore'
import type { Role } from '../rules/rule-case.ts'
import { firestoreEmulatorAddress } from './emulator-firestore.ts'

// Refused operations are the point of these tests: keep the SDK's per-denial warnings out of the output.
setLogLevel('error')

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')

/** Who each role signs in as; `undefined` is no auth at all. */
export const callers: Record<Role, { uid: string; token?: TokenOptions } | undefined> = {
  guest: undefined,
  // Alice has verified her e-mail (as after following the link of an e-mail change); Bob has not.
  customer: { uid: 'alice', token: { email: 'alice@example.test', email_verified: true } },
  otherCustomer: { uid: 'bob', token: { email: 'bob@example.test', email_verified: false } },
  newcomer: { uid: 'dave', token: { email: 'dave@example.test' } },
  inactiveCustomer: { uid: 'ivy', token: { email: 'ivy@example.test' } },
  emailUid: { uid: 'guest@example.com' },
  textAdminClaim: { uid: 'mallory', token: { admin: 'true' } },
  falseAdminClaim: { uid: 'mallory', token: { admin: false } },
  admin: { uid: 'admin-1', token: { admin: true } },
}

/** The uid a role signs in with (for documents that name their owner). */
export function uidOf(role: Exclude<Role, 'guest'>): string {
  const caller = callers[role]
  if (!caller) throw new Error(`${role} is not signed in`)
  return caller.uid
}

export interface RulesEnv {
  /** The Firestore a role sees, rules applied. */
  as(role: Role): Firestore
  /** Empties the project and writes `documents` with rules disabled. */
  reset(documents: Record<string, DocumentData>): Promise<void>
  /** Reads a document with rules disabled: its data, or undefined when it does not exist. */
  stored(path: string): Promise<DocumentData | undefined>
  cleanup(): Promise<void>
}

// The context's `firestore()` is a compat instance; `_delegate` is the modular `Firestore` that
// `doc`, `getDoc`, `setDoc`, ... from `firebase/firestore` take.
function modular(context: RulesTestContext): Firestore {
  const compat = context.firestore() as unknown as { _delegate?: Firestore }
  return compat._delegate ?? (compat as unknown as Firestore)
}

export async function rulesEnv(): Promise<RulesEnv> {
  const env: RulesTestEnvironment = await initializeTestEnvironment({
    projectId: 'demo-saffron-rules',
    firestore: { ...firestoreEmulatorAddress(), rules },
  })
  const byRole = new Map<Role, Firestore>()
  const unguarded = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => {
    let result: T
    return env
      .withSecurityRulesDisabled(async (context) => {
        result = await work(modular(context))
      })
      .then(() => result)
  }

  return {
    as: (role) => {
      let db = byRole.get(role)
      if (!db) {
        const caller = callers[role]
        db = modular(
          caller ? env.authenticatedContext(caller.uid, caller.token) : env.unauthenticatedContext(),
        )
        byRole.set(role, db)
      }
      return db
    },
    reset: async (documents) => {
      await env.clearFirestore()
      await unguarded(async (db) => {
        const batch = writeBatch(db)
        for (const [path, data] of Object.entries(documents)) batch.set(doc(db, path), data)
        await batch.commit()
      })
    },
    stored: (path) => unguarded(async (db) => (await getDoc(doc(db, path))).data()),
    cleanup: () => env.cleanup(),
  }
}
