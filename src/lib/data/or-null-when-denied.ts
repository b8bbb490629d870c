// Firestore answers a read the rules refuse with 'permission-denied'. Where a page treats "not yours to see" like
// "not there" (a private package of someone else, a payment list of another customer), it reads through here.

/** True for Firestore's (and the Functions SDK's) refusal by the security rules. */
export function isPermissionDenied(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'permission-denied' || code === 'functions/permission-denied'
}

/** The read's value, or null when the rules refuse it; every other failure is thrown on. */
export async function orNullWhenDenied<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (isPermissionDenied(error)) return null
    throw error
  }
}
