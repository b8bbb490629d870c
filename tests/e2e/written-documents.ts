// Documents a spec writes itself with the Admin SDK (orders, payments, mails): each path pushed to the list is
// deleted once the spec's tests in the worker are done.
import { adminDb } from '../support/admin.ts'
import { test } from './fixtures.ts'

/** Call at the top of a spec; push the path of every document the spec writes. */
export function documentsRemovedAfterAll(): string[] {
  const paths: string[] = []
  test.afterAll(async () => {
    await Promise.all(paths.map((path) => adminDb().doc(path).delete()))
  })
  return paths
}
