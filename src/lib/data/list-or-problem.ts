import type { RecordList, UnreadableRecord } from './collection.ts'

/** A list a page shows, or the reason it could not be read (the page shows it instead of an empty list). */
export interface ListOrProblem<T> {
  items: T[]
  problem?: string
  /** Documents left out because they could not be read (the page offers to open and correct each). */
  unreadable?: readonly UnreadableRecord[]
}

/**
 * Loads a page's list. A failure is expected here (the network, the rules): it is logged with the page, the
 * collection and the error code, never personal data, and comes back as `problem` so the page still renders.
 * Documents the data layer could not read are left out of the list and come back as `unreadable`.
 */
export async function listOrProblem<T>(
  load: () => Promise<T[] | RecordList<T>>,
  context: { page: string; collection: string; problem: string },
): Promise<ListOrProblem<T>> {
  try {
    const list = await load()
    const unreadable = unreadableOf(list)
    return unreadable.length > 0 ? { items: [...list], unreadable } : { items: [...list] }
  } catch (error) {
    console.error(`${context.page}: could not load ${context.collection}`, {
      collection: context.collection,
      code: (error as { code?: string } | null)?.code,
    })
    return { items: [], problem: context.problem }
  }
}

/** The documents a query left out (none for a plain array). */
export function unreadableOf<T>(list: T[] | RecordList<T>): readonly UnreadableRecord[] {
  return 'unreadable' in list ? list.unreadable : []
}

export interface ListPage<T> {
  items: T[]
  /** Unreadable documents that fall on this page. */
  unreadable: readonly UnreadableRecord[]
  /** Cursor of the next page (the id of this page's last document), null on the last page. */
  nextAfter: string | null
}

/**
 * One page of a query asked for `size + 1` documents (the extra one tells whether there is a next page). An
 * unreadable document keeps its place: it counts toward the page and may be its cursor, so paging neither stops
 * early nor shows a record twice.
 */
export function pageOf<T extends { id: string }>(list: T[] | RecordList<T>, size: number): ListPage<T> {
  const matched = 'matchedIds' in list ? list.matchedIds : list.map((item) => item.id)
  const pageIds = new Set(matched.slice(0, size))
  return {
    items: list.filter((item) => pageIds.has(item.id)),
    unreadable: unreadableOf(list).filter((record) => pageIds.has(record.id)),
    nextAfter: matched.length > size ? (matched[size - 1] ?? null) : null,
  }
}
