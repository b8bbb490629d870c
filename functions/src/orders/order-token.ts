import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

// A guest reaches their order with a random token from the confirmation mail. Only its SHA-256 hash is stored on
// the order, so nobody who can read orders (admins, a leaked export) can use it.

export function newOrderToken(): string {
  return randomBytes(24).toString('base64url')
}

export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

export function tokenMatches(token: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string' || storedHash.length !== 64) return false
  return timingSafeEqual(Buffer.from(hashOrderToken(token), 'hex'), Buffer.from(storedHash, 'hex'))
}
