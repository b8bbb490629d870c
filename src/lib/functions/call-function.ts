import { z } from 'zod/mini'
import type { ActionFailure, ActionSuccess } from '../../shared/action-result.ts'
import {
  callableErrorMessage,
  readCallableError,
  type CallableErrorCode,
  type CallableErrorInfo,
} from '../../shared/callable-errors.ts'
import type { CallableContract, CallableInput, CallableOutput } from '../../shared/callables.ts'
import { firebaseFunctions } from '../firebase.ts'

// The browser's one way to call a Cloud Function: by its shared contract (src/shared/callables.ts), with the
// reply parsed by the contract's output schema and every failure returned as data in the shared action-result
// shape. The Functions SDK loads on the first call, so it stays out of the landing page's first load.

type AnyContract = CallableContract<string, z.core.$ZodType, z.core.$ZodType>

/** A failed call: the shared failure shape plus the callable error code, for callers that branch on it. */
export interface CallFailure extends ActionFailure {
  code: CallableErrorCode
}

export type CallResult<Data> = ActionSuccess<Data> | CallFailure

export interface CallOptions {
  /** Milliseconds before the SDK gives up with 'deadline-exceeded' (the SDK's default is 70 s). */
  timeoutMs?: number
  /** What the person submitted, returned with a failure so the form can put it back. */
  values?: Record<string, string>
  /** The form message for a failure, when the page words some codes itself; defaults to callableErrorMessage. */
  describeError?: (error: CallableErrorInfo) => string
}

/**
 * Calls `contract` with `input`. Resolves with `{ ok: true, data }` (the reply as `contract.output` parses it) or
 * with a failure: 'invalid-argument' with field details -> `fieldErrors` (field path -> message); any other code
 * -> a readable `formError` (never a raw code). A reply that breaks the contract is reported as 'internal'.
 */
export async function callFunction<C extends AnyContract>(
  contract: C,
  input: CallableInput<C>,
  options: CallOptions = {},
): Promise<CallResult<CallableOutput<C>>> {
  let reply: unknown
  try {
    const [functions, { httpsCallable }] = await Promise.all([
      firebaseFunctions(),
      import('firebase/functions'),
    ])
    const callOptions = options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }
    reply = (await httpsCallable(functions, contract.name, callOptions)(input)).data
  } catch (error) {
    return callFailure(error, options)
  }
  const parsed = z.safeParse(contract.output, reply)
  if (!parsed.success) {
    console.error('callable reply does not match its contract', {
      callable: contract.name,
      fields: parsed.error.issues.map((issue) => issue.path.map(String).join('.')),
    })
    return callFailure({ code: 'internal', message: '' }, options)
  }
  return { ok: true, data: parsed.data as CallableOutput<C> }
}

/** The failure for anything a call threw (a FirebaseError from the SDK, a failed chunk load, ...). */
export function callFailure(error: unknown, options: Pick<CallOptions, 'values' | 'describeError'> = {}) {
  const info = readCallableError(error)
  const failure: CallFailure = { ok: false, code: info.code, fieldErrors: {}, values: options.values ?? {} }
  const hasFields = info.code === 'invalid-argument' && Object.keys(info.fields).length > 0
  if (hasFields) failure.fieldErrors = info.fields
  if (options.describeError) failure.formError = options.describeError(info)
  else if (!hasFields) failure.formError = callableErrorMessage(error)
  return failure
}

/**
 * A failed call as an exception, for callers that let it travel (to an error boundary, or to a catch that words
 * it). Shaped like the SDK's error, so readCallableError reads its code and field details.
 */
export class CallFailedError extends Error {
  override name = 'CallFailedError'
  readonly code: CallableErrorCode
  readonly details: { fields: Record<string, string> }

  constructor(failure: CallFailure) {
    super(failure.formError ?? callableErrorMessage({ code: failure.code }))
    this.code = failure.code
    this.details = { fields: failure.fieldErrors }
  }
}

/** The reply of a call that must work; a failure throws a CallFailedError to the route's error boundary. */
export function dataOrThrow<Data>(result: CallResult<Data>): Data {
  if (!result.ok) throw new CallFailedError(result)
  return result.data
}
