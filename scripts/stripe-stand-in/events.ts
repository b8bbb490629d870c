// Events and their webhooks, timed like Stripe's: an event is recorded when something happens and delivered
// later, in the background (after `delayMs`), never inside the request that caused it; a delivery that fails
// (network error or non-2xx) is retried with exponential back-off. GET /v1/events lists what was recorded.
import Stripe from 'stripe'
import type { EventObject, EventType, StandInContext } from './context.ts'
import { checkShape, listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { findIn, listPage, nowSeconds, randomId, type StandInState } from './store.ts'

export interface WebhookDelivery {
  eventId: string
  type: EventType
  objectId: string
  delivered: boolean
  attempts: number
  status: number | null
  error: string | null
}

export interface WebhookOptions {
  url: string | null
  secret: string
  /** Wait before the first attempt (Stripe delivers after the request that caused the event has answered). */
  delayMs: number
  attempts: number
  /** Back-off before retry n is retryBaseMs * 2^(n-1). */
  retryBaseMs: number
  /** The endpoint's enabled events (`*` suffix wildcards), as configured on a Stripe webhook endpoint; all if null. */
  enabledEvents: string[] | null
  log(message: string): void
}

export function eventMatches(type: string, pattern: string): boolean {
  return pattern === '*' || (pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern)
}

const snapshot = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export function buildEvent<T extends EventType>(
  type: T,
  object: EventObject<T>,
  previous?: Partial<EventObject<T>>,
): Stripe.Event {
  const event = {
    id: randomId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    // A snapshot: later changes to the object do not rewrite what the event said.
    data: {
      object: snapshot(object),
      ...(previous ? { previous_attributes: snapshot(previous) } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
  return event as Stripe.Event
}

export function createWebhookSender(options: WebhookOptions, later: StandInContext['later']) {
  const deliveries: WebhookDelivery[] = []
  const pending = new Set<Promise<void>>()
  // Only signs: the SDK needs a key to construct and never calls the network for this.
  const signer = new Stripe('sk_test_stand_in_signer')

  async function attempt(event: Stripe.Event, record: WebhookDelivery): Promise<boolean> {
    record.attempts += 1
    try {
      const payload = JSON.stringify(event)
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret })
      const response = await fetch(options.url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      })
      record.status = response.status
      if (response.ok) {
        record.delivered = true
        record.error = null
        options.log(`webhook ${event.type} ${record.objectId} delivered (${response.status})`)
        return true
      }
      record.error = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`
    } catch (error) {
      record.error = (error as Error).message
    }
    options.log(`webhook ${event.type} ${record.objectId} attempt ${record.attempts} failed: ${record.error}`)
    return false
  }

  function schedule(event: Stripe.Event, record: WebhookDelivery, waitMs: number) {
    let done!: () => void
    const settled = new Promise<void>((resolve) => (done = resolve))
    pending.add(settled)
    later(waitMs, () => {
      void attempt(event, record).then((ok) => {
        if (!ok && record.attempts < options.attempts) {
          schedule(event, record, options.retryBaseMs * 2 ** (record.attempts - 1))
        }
        pending.delete(settled)
        done()
      })
    })
  }

  return {
    deliveries,
    send(event: Stripe.Event) {
      if (!options.url) return
      if (
        options.enabledEvents &&
        !options.enabledEvents.some((pattern) => eventMatches(event.type, pattern))
      )
        return
      const object = event.data.object as { id?: string }
      const record: WebhookDelivery = {
        eventId: event.id,
        type: event.type,
        objectId: object.id ?? '',
        delivered: false,
        attempts: 0,
        status: null,
        error: null,
      }
      deliveries.push(record)
      schedule(event, record, options.delayMs)
    },
    /** Resolves when no delivery (or retry) is waiting or in flight. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}

const eventListShape = {
  ...listShape,
  type: 'string',
  types: 'strings',
  created: 'range',
  delivery_success: 'boolean',
} as const satisfies ShapeOf<Stripe.EventListParams>

export function listEvents(state: StandInState, params: FormObject) {
  checkShape(params, eventListShape)
  const read = reader(params)
  const type = read.string('type')
  const types = read.strings('types')
  const matches = (event: Stripe.Event) =>
    (!type || eventMatches(event.type, type)) && (types.length === 0 || types.includes(event.type))
  return listPage([...state.events.values()].filter(matches), params, '/v1/events')
}

export function retrieveEvent(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.EventRetrieveParams>)
  return findIn(state.events, id, 'event')
}
