// placeOrder run in the test's own process, through the callable wrapper, against the emulators: for races of many
// parallel orders (the Functions emulator starts a worker per concurrent call, more than a small machine runs).
import type { HttpsError } from 'firebase-functions/v2/https'
import { runValidatedCall, type CallRequest } from '../../functions/src/lib/callable.ts'
import { placeOrder } from '../../functions/src/orders/place-order.ts'
import { loadFunctionsEnv } from '../../scripts/lib/functions-env.ts'
import { stripeEnvForFunctions } from '../../scripts/lib/stack.ts'
import { placeOrderCallable } from '../../src/shared/callables.ts'
import { adminDb } from './admin.ts'
import type { CallAnswer } from './call-over-http.ts'

export interface Placed {
  orderId: string
  token: string
  checkoutUrl: string | null
}

export async function placeInProcess(
  data: unknown,
  headers: Record<string, string> = {},
): Promise<CallAnswer<Placed>> {
  loadFunctionsEnv()
  Object.assign(process.env, stripeEnvForFunctions())
  try {
    const result = await runValidatedCall(
      placeOrderCallable.name,
      placeOrderCallable.input,
      placeOrderCallable.output,
      (input, request) => placeOrder(adminDb(), input, request),
      'public',
      {
        data,
        auth: undefined,
        rawRequest: { headers: { origin: 'http://127.0.0.1:5173', ...headers } },
      } as CallRequest,
    )
    return { ok: true, result }
  } catch (error) {
    const { code, message, details } = error as HttpsError
    const fields = (details as { fields?: Record<string, string> } | undefined)?.fields ?? {}
    return { ok: false, status: code, message, fields }
  }
}
