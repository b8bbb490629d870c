// Known, expected failures a function handler may throw. The callable wrapper turns each into the matching
// HttpsError code; anything else is an unexpected error, logged and reported to the client as 'internal'.
// (Explicit fields instead of parameter properties: the codebase uses erasable syntax only.)

export class NotFoundError extends Error {
  override name = 'NotFoundError'
}

export class PermissionError extends Error {
  override name = 'PermissionError'
}

/** The request is well-formed but the data it refers to is not in a state that allows it. */
export class PreconditionError extends Error {
  override name = 'PreconditionError'
}

export class AlreadyExistsError extends Error {
  override name = 'AlreadyExistsError'
}

/** A service this function depends on (Stripe, SMTP, ...) is down or timed out; the client may retry. */
export class UnavailableError extends Error {
  override name = 'UnavailableError'
}

/**
 * The request is well-formed but some of its fields cannot be accepted (a full slot, an unknown postal code); each
 * message is shown next to its field. Becomes 'invalid-argument' with `details.fields`, like a failed parse.
 */
export class FieldProblemsError extends Error {
  override name = 'FieldProblemsError'
  readonly fields: Record<string, string>

  constructor(fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'Please check the highlighted fields.')
    this.fields = fields
  }
}
