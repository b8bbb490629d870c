// What every resource module gets: the state, the clock of background work, and the event emitter.
import type Stripe from 'stripe'
import type { StandInState } from './store.ts'

export type EventType = Stripe.Event['type']
export type EventObject<T extends EventType> = Extract<Stripe.Event, { type: T }>['data']['object']

export interface StandInContext {
  state: StandInState
  /** Base of hosted page URLs (the listening address unless configured). */
  payBase(): string
  /** How long an asynchronous payment or a refund takes to settle. */
  settleDelayMs: number
  /** Session lifetime when the create request sets no expires_at. */
  sessionTtlSeconds: number
  /** Records an event (a snapshot of `object`) and queues its webhook delivery. */
  emit<T extends EventType>(type: T, object: EventObject<T>, previous?: Partial<EventObject<T>>): void
  /** Runs `task` after `ms` unless the stand-in closes first. */
  later(ms: number, task: () => void): void
  persist(): void
  log(message: string): void
}
