/** A list a page shows, or the reason it could not be read (the page shows it instead of an empty list). */
export interface ListOrProblem<T> {
  items: T[]
  problem?: string
}

/**
 * Loads a page's list. A failure is expected here (the network, the rules): it is logged with the page, the
 * collection and the error code, never personal data, and comes back as `problem` so the page still renders.
 */
export async function listOrProblem<T>(
  load: () => Promise<T[]>,
  context: { page: string; collection: string; problem: string },
): Promise<ListOrProblem<T>> {
  try {
    return { items: await load() }
  } catch (error) {
    console.error(`${context.page}: could not load ${context.collection}`, {
      collection: context.collection,
      code: (error as { code?: string } | null)?.code,
    })
    return { items: [], problem: context.problem }
  }
}
