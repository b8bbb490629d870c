import { logger } from 'firebase-functions'

/** Firestore's NOT_FOUND (gRPC code 5): an update of a document that was deleted in the meantime. */
export function isDocumentGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 5
}

/**
 * Runs a trigger's work on one document, and ends it quietly (logged, not thrown) when the document was deleted
 * while the work ran: there is nothing left to update, and an error thrown out of a trigger kills its worker, whose
 * replacement then starts from cold for the next event.
 */
export async function unlessDocumentGone(
  what: string,
  context: Record<string, string>,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work()
  } catch (error) {
    if (!isDocumentGone(error)) throw error
    logger.info(`${what}: the document was deleted meanwhile; nothing left to update`, context)
  }
}
