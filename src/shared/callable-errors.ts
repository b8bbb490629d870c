// Client view of callable failures (docs/product.md, Errors and failures): the HTTP status -> code table, and
// the message a page shows for an error thrown by the Functions SDK's callable. Firebase-free so it can live in
// src/shared: a FirebaseError is read by shape ({ code: 'functions/not-found', message, details }).

export const callableErrorCodes = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const
export type CallableErrorCode = (typeof callableErrorCodes)[number]

const codeByStatus: Record<number, CallableErrorCode> = {
  0: 'internal',
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
}

export function codeForHttpStatus(status: number): CallableErrorCode {
  if (status >= 200 && status < 300) return 'ok'
  return codeByStatus[status] ?? 'unknown'
}

/** Texts the SDK itself produces; they explain nothing to a user. */
const sdkMessages = new Set([
  'deadline-exceeded',
  'Request was cancelled.',
  'Response is not valid JSON object.',
  'Response is missing data field.',
  'internal',
])

const friendlyMessages: Record<CallableErrorCode, string> = {
  ok: 'Done.',
  cancelled: 'The request was cancelled.',
  unknown: 'Something went wrong. Please try again.',
  'invalid-argument': 'Some of the information sent is not valid.',
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
  'not-found': 'We could not find what you were looking for.',
  'already-exists': 'This already exists.',
  'permission-denied': 'You do not have permission to do this.',
  'resource-exhausted': 'Too many requests. Please wait a moment and try again.',
  'failed-precondition': 'This cannot be done right now.',
  aborted: 'The request conflicted with another change. Please try again.',
  'out-of-range': 'A value is out of range.',
  unimplemented: 'This is not available yet.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is unavailable right now. Please try again shortly.',
  'data-loss': 'Something went wrong on our side. Please try again.',
  unauthenticated: 'Please sign in and try again.',
}

// Codes whose server-side message is written for the user (see functions/src/lib/callable.ts); for the others
// (internal, unknown, data-loss, ...) the server message is either generic or not meant for users.
const serverWordedCodes = new Set<CallableErrorCode>([
  'not-found',
  'already-exists',
  'permission-denied',
  'failed-precondition',
  // Rate limits (orders, password-reset mail, testimonials) say what was limited and how long to wait.
  'resource-exhausted',
  'unauthenticated',
  'unavailable',
])

export interface CallableErrorInfo {
  code: CallableErrorCode
  message: string
  /** Field path -> problem, present for 'invalid-argument' errors from validatedOnCall. */
  fields: Record<string, string>
}

function isCode(value: string): value is CallableErrorCode {
  return (callableErrorCodes as readonly string[]).includes(value)
}

/** Reads a FirebaseError (or anything else that was thrown) into code, server message and field problems. */
export function readCallableError(error: unknown): CallableErrorInfo {
  const shape = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
  const rawCode = typeof shape['code'] === 'string' ? shape['code'].replace(/^functions\//, '') : 'unknown'
  const code = isCode(rawCode) ? rawCode : 'unknown'
  const message = typeof shape['message'] === 'string' ? shape['message'] : ''
  const details = shape['details']
  const rawFields =
    typeof details === 'object' && details !== null
      ? (details as Record<string, unknown>)['fields']
      : undefined
  const fields: Record<string, string> = {}
  if (typeof rawFields === 'object' && rawFields !== null) {
    for (const [field, problem] of Object.entries(rawFields)) {
      if (typeof problem === 'string') fields[field] = problem
    }
  }
  return { code, message, fields }
}

/** The sentence to show a user for an error thrown by a callable. */
export function callableErrorMessage(error: unknown): string {
  const { code, message, fields } = readCallableError(error)
  const fieldNames = Object.keys(fields)
  if (code === 'invalid-argument' && fieldNames.length > 0) {
    return `${friendlyMessages[code]} Please check: ${fieldNames.join(', ')}.`
  }
  if (serverWordedCodes.has(code) && message && message !== code && !sdkMessages.has(message)) return message
  return friendlyMessages[code]
}
