import type { DocumentData, Query } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions/v2'
import { z } from 'zod'
import type { RecordOf, RecordSchema } from '../../../src/shared/schemas/stamps.ts'
import type { ServerCollection } from './server-collection.ts'

/**
 * The records of a query on a collection's raw documents that parse with its schema. A document that does not is
 * left out and logged by collection and id (docs/decisions/0062-lists-leave-unreadable-records-out.md), so one bad
 * record never takes a whole list down.
 */
export async function readableRecords<S extends RecordSchema>(
  collection: ServerCollection<S>,
  query: Query<DocumentData>,
  reader: string,
): Promise<Array<RecordOf<S>>> {
  const snapshot = await query.get()
  return snapshot.docs.flatMap((doc) => {
    const parsed = z.safeParse(collection.schema, { ...doc.data(), id: doc.id })
    if (parsed.success) return [parsed.data]
    logger.warn(`${reader}: a record that does not parse was left out`, {
      collection: collection.name,
      id: doc.id,
    })
    return []
  })
}
