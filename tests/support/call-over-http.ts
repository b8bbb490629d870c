// Calls a callable on the running Functions emulator the way the Firebase SDK does (POST { data }), for tests
// that need the real function with its real wrapper, rules and stand-ins around it.
import { demoProjectId, emulatorPorts } from '../../src/lib/emulator-ports.ts'

/** Where the Functions emulator serves the product's functions (HTTP ones too, such as stripeWebhook). */
export const functionsUrl = `http://127.0.0.1:${emulatorPorts.functions}/${demoProjectId}/us-central1`

export type CallAnswer<T> =
  { ok: true; result: T } | { ok: false; status: string; message: string; fields: Record<string, string> }

/** The callable's answer, success or failure, as data. */
export async function callOverHttp<T>(name: string, data: unknown): Promise<CallAnswer<T>> {
  const response = await fetch(`${functionsUrl}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    body: JSON.stringify({ data }),
  })
  const body = (await response.json()) as {
    result?: T
    error?: { status?: string; message?: string; details?: { fields?: Record<string, string> } }
  }
  if (response.ok) return { ok: true, result: body.result as T }
  return {
    ok: false,
    status: body.error?.status ?? String(response.status),
    message: body.error?.message ?? '',
    fields: body.error?.details?.fields ?? {},
  }
}

/** The callable's result; any failure fails the test with what the function said. */
export async function callOk<T>(name: string, data: unknown): Promise<T> {
  const answer = await callOverHttp<T>(name, data)
  if (!answer.ok)
    throw new Error(`${name} answered ${answer.status}: ${answer.message} ${JSON.stringify(answer.fields)}`)
  return answer.result
}
