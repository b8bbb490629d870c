// Callables on the running Functions emulator, answered as data (success, or the failure with its field
// messages), for tests that need the real function with its real wrapper, rules and stand-ins around it.
import { demoProjectId, emulatorPorts } from '../../src/lib/emulator-ports.ts'
import { callCallable } from './auth-emulator.ts'

/** Where the Functions emulator serves the product's functions (HTTP ones too, such as stripeWebhook). */
export const functionsUrl = `http://127.0.0.1:${emulatorPorts.functions}/${demoProjectId}/us-central1`

export type CallAnswer<T> =
  { ok: true; result: T } | { ok: false; status: string; message: string; fields: Record<string, string> }

/** The callable's answer, success or failure, as data; with an ID token the call is made as that user. */
export async function callOverHttp<T>(
  name: string,
  data: unknown,
  idToken?: string,
  headers: Record<string, string> = {},
): Promise<CallAnswer<T>> {
  const reply = await callCallable(name, data, idToken, headers)
  if (reply.status === 200 && !reply.error) return { ok: true, result: reply.result as T }
  return {
    ok: false,
    status: reply.error?.status ?? String(reply.status),
    message: reply.error?.message ?? '',
    fields: reply.error?.details?.fields ?? {},
  }
}

/** The callable's result; any failure fails the test with what the function said. */
export async function callOk<T>(
  name: string,
  data: unknown,
  idToken?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  return resultOf(name, await callOverHttp<T>(name, data, idToken, headers))
}

/** A successful answer's result; a failure fails the test with what the function said. */
export function resultOf<T>(name: string, answer: CallAnswer<T>): T {
  if (!answer.ok) {
    throw new Error(`${name} answered ${answer.status}: ${answer.message} ${JSON.stringify(answer.fields)}`)
  }
  return answer.result
}
