import type { z } from 'zod/mini'
import type { CallableContract, CallableInput, CallableOutput } from '../../shared/callables.ts'
import { callFunction, type CallOptions, type CallResult } from '../functions/call-function.ts'

/** Calls an ordering callable through the shared client, with the ordering timeout (70 s: Stripe may be slow). */
export function callOrdering<C extends CallableContract<string, z.core.$ZodType, z.core.$ZodType>>(
  contract: C,
  data: CallableInput<C>,
  options: Omit<CallOptions, 'timeoutMs'> = {},
): Promise<CallResult<CallableOutput<C>>> {
  return callFunction(contract, data, { ...options, timeoutMs: 70_000 })
}
