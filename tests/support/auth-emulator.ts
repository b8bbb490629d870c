// Auth emulator and callable helpers for emulator tests (the emulator's REST API needs no real API key).
import { demoAccounts } from '../../scripts/seed-data.ts'
import { demoProjectId, emulatorPorts } from '../../src/lib/emulator-ports.ts'

const authUrl = () =>
  `http://${process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? `127.0.0.1:${emulatorPorts.auth}`}`

/** Signs in with e-mail and password and returns the ID token (with the account's current custom claims). */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${authUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  const body = (await response.json()) as { idToken?: string; error?: { message: string } }
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message ?? response.status}`)
  return body.idToken
}

/** The demo admin's ID token (claim admin: true), for what only admins may call. */
export function demoAdminToken(): Promise<string> {
  const admin = demoAccounts.find((account) => account.role === 'admin')!
  return idTokenFor(admin.email, admin.password)
}

export interface CallableReply {
  status: number
  result?: unknown
  error?: { status: string; message: string; details?: { fields?: Record<string, string> } }
}

/** Calls a callable of the Functions emulator the way the web SDK does ({data} in, {result} or {error} out). */
export async function callCallable(
  name: string,
  data: unknown,
  idToken?: string,
  headers: Record<string, string> = {},
): Promise<CallableReply> {
  const response = await fetch(
    `http://127.0.0.1:${emulatorPorts.functions}/${demoProjectId}/us-central1/${name}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:5173',
        ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ data }),
    },
  )
  const body = (await response.json()) as Pick<CallableReply, 'result' | 'error'>
  return { status: response.status, ...body }
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@accounts.test`
}
