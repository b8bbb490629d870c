import type { DocumentReference, DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type { RecordOf, RecordSchema } from '../../../src/shared/schemas/stamps.ts'
import type { PatchOf, ServerCollection } from '../data/server-collection.ts'
import { UnavailableError } from './errors.ts'

// Documents many calls change at once (a date's places, the order-number counter, a network's order limiter). A
// transaction that reads one holds it until it commits, and two that read it together wait for each other: in
// Firestore one is aborted, in its emulator both wait about two seconds for a lock timeout and one of them loses,
// so under a rush every order waits seconds and many end in ABORTED. Instead the contended documents are read
// without locks and written in one atomic batch on condition that each is still as it was read; a batch that lost
// the race to another order is simply tried again, with a short random pause, after reading afresh.

/**
 * An attempt that lost the race for its documents: a document changed since it was read (FAILED_PRECONDITION), was
 * created meanwhile (ALREADY_EXISTS), or a transaction was aborted (ABORTED; HTTP 409 from the REST transport).
 */
export function lostTheRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code
  return code === 9 || code === 6 || code === 10 || code === 409
}

/**
 * How long to wait before attempt `attempt + 1`: a random share ("full jitter") of 20 ms doubled per attempt, at
 * most 500 ms, so callers that collided do not collide again in step.
 */
export function backOffMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(500, 20 * 2 ** attempt))
}

export interface ContendedOptions {
  /** Logged with the final refusal; names the operation, never personal data. */
  label: string
  /** What the caller is told when the documents stay busy past the deadline: a message that invites a retry. */
  busyMessage: string
  /** How long to keep trying, from the first attempt. */
  deadlineMs?: number
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `attempt` until it does not lose a race, pausing with back-off between tries. Past the deadline the caller
 * gets an UnavailableError with `busyMessage` (nothing was written; trying again works). Other errors pass through.
 */
export async function retryWhileContended<T>(
  attempt: () => Promise<T>,
  options: ContendedOptions,
): Promise<T> {
  const { label, busyMessage, deadlineMs = 25_000, sleep = wait } = options
  const started = Date.now()
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt()
    } catch (error) {
      if (!lostTheRace(error)) throw error
      const pause = backOffMs(tries - 1)
      if (Date.now() - started + pause > deadlineMs) {
        logger.warn(`${label}: still contended after ${tries} attempts, asking the caller to retry`, {
          attempts: tries,
          ms: Date.now() - started,
        })
        throw new UnavailableError(busyMessage)
      }
      await sleep(pause)
    }
  }
}

/**
 * Puts into `batch` the new state of a document read (without a lock) as `snapshot`: created if it was missing,
 * otherwise updated on condition that nobody changed it since. Either condition failing fails the whole batch.
 */
export function replaceAsRead<S extends RecordSchema>(
  batch: WriteBatch,
  collection: ServerCollection<S>,
  snapshot: DocumentSnapshot<RecordOf<S>>,
  record: RecordOf<S>,
  now: number,
): void {
  if (!snapshot.exists || !snapshot.updateTime) batch.create(snapshot.ref, record)
  else {
    const fields = collection.patch(record as PatchOf<S>, now)
    batch.update(snapshot.ref, fields, { lastUpdateTime: snapshot.updateTime })
  }
}

/**
 * Reads and writes of one attempt on contended documents, handed to the code that decides what to write: `read`
 * takes no lock, `replace` writes a document's new state on condition it is still as `read` returned it, `create`
 * fails if the document exists by then. Everything lands in `batch`, committed by the caller.
 */
export interface ConditionalWrites {
  read<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>>
  replace<S extends RecordSchema>(
    collection: ServerCollection<S>,
    snapshot: DocumentSnapshot<RecordOf<S>>,
    record: RecordOf<S>,
  ): void
  create<T>(ref: DocumentReference<T>, data: T): void
}

export function conditionalWrites(batch: WriteBatch, now: number): ConditionalWrites {
  return {
    read: (ref) => ref.get(),
    replace: (collection, snapshot, record) => replaceAsRead(batch, collection, snapshot, record, now),
    create: (ref, data) => {
      batch.create(ref, data)
    },
  }
}
