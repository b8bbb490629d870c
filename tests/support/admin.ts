// Admin SDK for tests that arrange data or read server-side state behind the rules (emulator only).
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { demoProjectId } from '../../src/lib/emulator-ports.ts'

export function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: demoProjectId })
}

export const adminDb = () => getFirestore(adminApp())
export const adminAuth = () => getAuth(adminApp())

// Polls until `read` returns a value that is not undefined, or fails naming what it waited for. What a test waits
// for is mostly a trigger's or a webhook's work, which may first have to start a worker of the Functions emulator
// while other files keep both cores busy: waits of more than 20 s were seen then (a payment's webhook).
export async function eventually<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 40_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
