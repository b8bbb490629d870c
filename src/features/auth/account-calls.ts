import { firebaseFunctions } from '../../lib/firebase.ts'
import type { CallableContract, CallableInput, CallableOutput } from '../../shared/callables.ts'
import { z } from 'zod/mini'

/** Calls a callable by its shared contract and parses the reply (the Functions SDK loads on first use). */
export async function callContract<C extends CallableContract<string, z.core.$ZodType, z.core.$ZodType>>(
  contract: C,
  data: CallableInput<C>,
): Promise<CallableOutput<C>> {
  const [functions, { httpsCallable }] = await Promise.all([
    firebaseFunctions(),
    import('firebase/functions'),
  ])
  const reply = await httpsCallable(functions, contract.name)(data)
  return z.parse(contract.output, reply.data) as CallableOutput<C>
}
