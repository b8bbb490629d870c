// A callable run in the test's own process, through the same `onCall` function the emulator serves (access check,
// input parsing, handler, error mapping), against the emulators. For claims about calls at the same moment: the
// Functions emulator runs the product's functions one request at a time (decision 0118), so calls sent to it
// together never overlap there, while calls run here do, in Firestore's transactions as in production.
import type { CallableRequest } from 'firebase-functions/v2/https'
import { HttpsError } from 'firebase-functions/v2/https'
import { loadFunctionsEnv } from '../../scripts/lib/functions-env.ts'
import { stripeEnvForFunctions } from '../../scripts/lib/stack.ts'
import { adminAuth } from './admin.ts'
import type { CallAnswer } from './call-over-http.ts'

/**
 * What `onCall` returns, as far as a test needs it: its handler, run without the network. The test names the
 * result's type, as with `callOverHttp`: it often reads a stored order more narrowly than the contract states it.
 */
interface RunnableCallable {
  run(request: CallableRequest<never>): unknown
}

async function authOf(idToken: string | undefined): Promise<CallableRequest['auth']> {
  if (!idToken) return undefined
  const token = await adminAuth().verifyIdToken(idToken)
  return { uid: token.uid, token, rawToken: idToken }
}

/**
 * The callable's answer in the shape `callOverHttp` gives it (a failure's status as the wire names it,
 * `FAILED_PRECONDITION`); with an ID token the call is made as that user.
 */
export async function callInProcess<Result>(
  callable: RunnableCallable,
  data: unknown,
  idToken?: string,
  headers: Record<string, string> = {},
): Promise<CallAnswer<Result>> {
  loadFunctionsEnv()
  Object.assign(process.env, stripeEnvForFunctions())
  const request = {
    data,
    auth: await authOf(idToken),
    rawRequest: { headers: { origin: 'http://127.0.0.1:5173', ...headers } },
    acceptsStreaming: false,
  } as unknown as CallableRequest<never>
  try {
    return { ok: true, result: (await callable.run(request)) as Result }
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error
    const { status, message, details } = error.toJSON()
    const fields = (details as { fields?: Record<string, string> } | undefined)?.fields ?? {}
    return { ok: false, status, message, fields }
  }
}
