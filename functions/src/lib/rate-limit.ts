import { createHash } from 'node:crypto'
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore'
import { rateLimits } from '../data/collections.ts'
import { replaceAsRead } from './contended-writes.ts'

/** A fixed-window limit: at most `max` events per `windowMs` for one key. */
export interface RateLimit {
  name: string
  max: number
  windowMs: number
}

/** Every limit counts per hour: long enough to stop a script, short enough that a person can try again soon. */
export function hourlyLimit(name: string, max: number): RateLimit {
  return { name, max, windowMs: 60 * 60 * 1000 }
}

export interface Counter {
  windowStart: number
  count: number
}

/** The counter after one more event at `now`, or null when the limit is already reached. Pure, for unit tests. */
export function nextCount(current: Counter | undefined, limit: RateLimit, now: number): Counter | null {
  if (!current || now - current.windowStart >= limit.windowMs) return { windowStart: now, count: 1 }
  if (current.count >= limit.max) return null
  return { windowStart: current.windowStart, count: current.count + 1 }
}

/**
 * Counter document for one limited value (an e-mail, an IP). The id is a hash, so the collection holds no personal
 * data; `expireAt` lets a Firestore TTL policy clean old counters up.
 */
export function counterRef(db: Firestore, limit: RateLimit, value: string) {
  const hash = createHash('sha256').update(`${limit.name}:${value}`).digest('hex').slice(0, 40)
  return rateLimits.doc(db, `${limit.name}-${hash}`)
}

type LimitCheck = { limit: RateLimit; value: string }
type CounterRecord = ReturnType<typeof rateLimits.draft>
type Counted = { ref: ReturnType<typeof counterRef>; record: CounterRecord }

/** From the counters as read: the names of the limits exceeded, or every counter's next record. */
function countOneMore(
  checks: LimitCheck[],
  snapshots: { data(): Counter | undefined }[],
  refs: ReturnType<typeof counterRef>[],
  now: number,
): { exceeded: string[]; counted: Counted[] } {
  const exceeded: string[] = []
  const counted: Counted[] = []
  checks.forEach((check, index) => {
    const next = nextCount(snapshots[index]?.data(), check.limit, now)
    if (!next) exceeded.push(check.limit.name)
    else {
      const expireAt = new Date(next.windowStart + check.limit.windowMs)
      counted.push({ ref: refs[index]!, record: rateLimits.draft({ ...next, expireAt }, now) })
    }
  })
  return { exceeded, counted }
}

/**
 * Reads and bumps every counter inside the caller's transaction. Returns the names of the limits that were
 * exceeded (nothing is written then, because the caller aborts).
 */
export async function consumeLimits(
  db: Firestore,
  transaction: Transaction,
  checks: LimitCheck[],
  now: number,
): Promise<string[]> {
  const refs = checks.map((check) => counterRef(db, check.limit, check.value))
  const { exceeded, counted } = countOneMore(checks, await transaction.getAll(...refs), refs, now)
  if (exceeded.length === 0) for (const { ref, record } of counted) transaction.set(ref, record)
  return exceeded
}

/**
 * The same for counters many calls bump at once (a network's): read without a lock and written on condition that
 * no other call counted meanwhile (lib/contended-writes.ts), so run it inside `retryWhileContended`.
 */
export async function consumeLimitsUnlocked(
  db: Firestore,
  checks: LimitCheck[],
  now: number,
): Promise<string[]> {
  const refs = checks.map((check) => counterRef(db, check.limit, check.value))
  const snapshots = (await db.getAll(...refs)) as DocumentSnapshot<CounterRecord>[]
  const { exceeded, counted } = countOneMore(checks, snapshots, refs, now)
  if (exceeded.length > 0) return exceeded
  const batch = db.batch()
  counted.forEach(({ record }, index) => {
    replaceAsRead(batch, rateLimits, snapshots[index]!, record, now)
  })
  await batch.commit()
  return []
}

/**
 * The caller's IP. Cloud Run (2nd gen functions) appends the address it saw as the last X-Forwarded-For entry, so
 * that one is trusted and anything a client put before it is ignored; the emulator has no proxy and uses the socket.
 */
export function clientIp(rawRequest: {
  headers: Record<string, string | string[] | undefined>
  ip?: string
}): string {
  const header = rawRequest.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return forwarded.at(-1) ?? rawRequest.ip ?? 'unknown'
}
