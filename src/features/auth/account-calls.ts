import type { z } from 'zod/mini'
import { callFunction, type CallResult } from '../../lib/functions/call-function.ts'
import type { CallableContract, CallableInput, CallableOutput } from '../../shared/callables.ts'

/** Calls an account callable (password reset mail, session revocation) through the shared client. */
export function callContract<C extends CallableContract<string, z.core.$ZodType, z.core.$ZodType>>(
  contract: C,
  data: CallableInput<C>,
): Promise<CallResult<CallableOutput<C>>> {
  return callFunction(contract, data)
}
