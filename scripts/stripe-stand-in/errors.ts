// Errors as Stripe's API returns them: `{ error: { type, code, param, message, doc_url } }` with Stripe's status
// codes and message forms, so the SDK raises the same StripeError subclasses it raises against api.stripe.com.

export class StripeApiError extends Error {
  readonly status: number
  readonly type: string
  readonly code: string | undefined
  readonly param: string | undefined
  /** What a card error carries besides: decline_code, charge, payment_intent, payment_method. */
  readonly extra: Record<string, unknown>

  constructor(
    status: number,
    type: string,
    message: string,
    details: { code?: string; param?: string; extra?: Record<string, unknown> } = {},
  ) {
    super(message)
    this.status = status
    this.type = type
    this.code = details.code
    this.param = details.param
    this.extra = details.extra ?? {}
  }

  body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code
          ? { code: this.code, doc_url: `https://docs.stripe.com/error-codes/${this.code}` }
          : {}),
        ...(this.param ? { param: this.param } : {}),
        ...this.extra,
      },
    }
  }
}

/** A 400 invalid_request_error; most of Stripe's validation failures look like this. */
export const invalidRequest = (
  message: string,
  details: { code?: string; param?: string; extra?: Record<string, unknown> } = {},
) => new StripeApiError(400, 'invalid_request_error', message, details)

export const unknownParameter = (param: string) =>
  invalidRequest(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param })

export const missingParameter = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param })

export const invalidValue = (param: string, message: string) =>
  invalidRequest(message, { code: 'parameter_invalid_string', param })

/** Stripe names the object type and echoes the id: `No such checkout.session: 'cs_test_x'`. */
export const resourceMissing = (objectName: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${objectName}: '${id}'`, {
    code: 'resource_missing',
    param,
  })

/**
 * An id given in a request's parameters (a session's coupon, a promotion code's coupon) that names nothing: Stripe
 * answers 400, not the 404 of an unknown id in the URL, with the same `resource_missing` code and message form.
 */
export const referenceMissing = (objectName: string, id: string, param: string) =>
  invalidRequest(`No such ${objectName}: '${id}'`, { code: 'resource_missing', param })

export const unrecognizedUrl = (method: string, path: string) =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  )
