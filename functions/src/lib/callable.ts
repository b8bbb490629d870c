import { logger } from 'firebase-functions'
import {
  HttpsError,
  onCall,
  type CallableOptions,
  type CallableRequest,
  type FunctionsErrorCode,
} from 'firebase-functions/v2/https'
import { z } from 'zod'
import type { CallableContract } from '../../../src/shared/callables.ts'
import { hasOnlyWellFormedText } from '../../../src/shared/document-id.ts'
import {
  AlreadyExistsError,
  FieldProblemsError,
  NotFoundError,
  PermissionError,
  PreconditionError,
  UnavailableError,
} from './errors.ts'

// The shared contracts (src/shared/callables.ts) are zod/mini schemas, which load no messages of their own; on the
// server (size does not matter here) they report zod's English messages like the classic schemas do.
z.config(z.locales.en())

/** Any zod schema: the shared zod/mini contracts as well as classic schemas. */
type Schema = z.core.$ZodType

/** Who may call: anyone, any signed-in user, or users with the custom claim `admin === true`. */
export type CallableAccess = 'public' | 'signedIn' | 'admin'

export interface ValidatedCallableOptions extends CallableOptions {
  /** Defaults to 'signedIn' so that opening a function to guests is always a visible decision. */
  access?: CallableAccess
}

/** The part of a CallableRequest the wrapper reads; tests build it by hand. */
export type CallRequest = Pick<CallableRequest<unknown>, 'data' | 'auth'>

export type CallableHandler<Input, Output> = (
  data: Input,
  request: CallableRequest<unknown>,
) => Output | Promise<Output>

/** Known error classes and the callable code each becomes. Their messages are written for the user. */
const knownErrors: [new (...args: never[]) => Error, FunctionsErrorCode][] = [
  [NotFoundError, 'not-found'],
  [PermissionError, 'permission-denied'],
  [PreconditionError, 'failed-precondition'],
  [AlreadyExistsError, 'already-exists'],
  [UnavailableError, 'unavailable'],
]

/** `{ 'line_items.0.quantity': 'Too small: ...' }`, one message per field (the first issue wins). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '(root)'
    fields[key] ??= issue.message
  }
  return fields
}

export function invalidArgument(error: z.core.$ZodError): HttpsError {
  const fields = fieldErrors(error)
  return new HttpsError('invalid-argument', `Invalid request data: ${Object.keys(fields).join(', ')}`, {
    fields,
  })
}

export function checkAccess(access: CallableAccess, request: CallRequest): void {
  if (access === 'public') return
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to do this.')
  if (access === 'admin' && request.auth.token['admin'] !== true) {
    throw new HttpsError('permission-denied', 'Only an administrator can do this.')
  }
}

/**
 * Maps anything a handler threw to the HttpsError the client sees. Unexpected errors are logged with the
 * callable's name and caller id (never the request data) and reach the client only as 'internal'.
 */
export function toHttpsError(name: string, error: unknown, request: CallRequest): HttpsError {
  if (error instanceof HttpsError) return error
  if (error instanceof FieldProblemsError) {
    return new HttpsError('invalid-argument', error.message, { fields: error.fields })
  }
  for (const [errorClass, code] of knownErrors) {
    if (error instanceof errorClass) return new HttpsError(code, error.message)
  }
  logger.error(`callable ${name} failed unexpectedly`, {
    callable: name,
    uid: request.auth?.uid ?? null,
    errorName: error instanceof Error ? error.name : typeof error,
    errorMessage: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  })
  return new HttpsError('internal', 'Something went wrong. Please try again.')
}

/** The whole callable minus `onCall`: access check, input parsing, handler, output check, error mapping. */
export async function runValidatedCall<Input extends Schema, Output extends Schema>(
  name: string,
  inputSchema: Input,
  outputSchema: Output,
  handler: CallableHandler<z.output<Input>, z.input<Output>>,
  access: CallableAccess,
  request: CallRequest,
): Promise<z.output<Output>> {
  checkAccess(access, request)
  // Text with an unpaired surrogate cannot be stored or compared reliably: refused whatever the field.
  if (!hasOnlyWellFormedText(request.data)) {
    throw new HttpsError('invalid-argument', 'The request contains text that is not valid Unicode.')
  }
  const input = z.safeParse(inputSchema, request.data)
  if (!input.success) throw invalidArgument(input.error)
  let result: unknown
  try {
    result = await handler(input.data, request as CallableRequest<unknown>)
  } catch (error) {
    throw toHttpsError(name, error, request)
  }
  // A reply that breaks the shared contract is our bug, not the caller's: log it and report 'internal'.
  const output = z.safeParse(outputSchema, result)
  if (!output.success) {
    throw toHttpsError(
      name,
      new Error(`reply does not match contract: ${Object.keys(fieldErrors(output.error)).join(', ')}`),
      request,
    )
  }
  return output.data
}

/** The deployed callable of a shared contract: its name, input and output come from the contract. */
export function validatedOnCall<Input extends Schema, Output extends Schema>(
  contract: CallableContract<string, Input, Output>,
  handler: CallableHandler<z.output<Input>, z.input<Output>>,
  options: ValidatedCallableOptions = {},
) {
  const { access = 'signedIn', ...callableOptions } = options
  return onCall<z.input<Input>, Promise<z.output<Output>>>(callableOptions, (request) =>
    runValidatedCall(contract.name, contract.input, contract.output, handler, access, request),
  )
}
