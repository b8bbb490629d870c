import { failed, type ActionFailure } from '../../shared/action-result.ts'
import { isPermissionDenied } from './or-null-when-denied.ts'

// A save the database refuses (rules, a record deleted elsewhere, a lost connection) is an expected failure: the
// editor shows why beside its form and keeps everything typed. Only errors that carry no Firestore code (a bug)
// reach the error screen.

/** What the log and the message name: the editor, the collection it writes and the record (absent when new). */
export interface SaveContext {
  editor: string
  collection: string
  id?: string
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** The sentence shown above the Save button when the write itself failed; never a raw code or status. */
export function saveFailedMessage(error: unknown): string {
  const code = codeOf(error)
  if (isPermissionDenied(error))
    return 'You do not have permission to save this. Please sign in as an administrator.'
  if (code === 'not-found')
    return 'This record no longer exists: it may have been deleted elsewhere. Your changes are still here.'
  if (code === 'unavailable' || code === 'deadline-exceeded')
    return 'The database could not be reached. Please check your connection and save again.'
  if (code === 'unauthenticated') return 'Your session has ended. Please sign in again, then save.'
  return 'Saving failed. Your changes are still here: please try again.'
}

/** True for what the database or the network answered (a FirebaseError has a string code): a failure to show. */
export function isExpectedSaveFailure(error: unknown): boolean {
  return !(error instanceof Response) && codeOf(error) !== undefined
}

/**
 * The form's answer to a failed save: logged with the editor, collection, id and code (no personal data), and
 * returned with the submitted values so the page puts them back. Anything else is thrown on, to the error screen.
 */
export function failedSave(
  error: unknown,
  context: SaveContext,
  submitted: Record<string, string>,
): ActionFailure {
  if (!isExpectedSaveFailure(error)) throw error
  console.error(`${context.editor}: save failed`, {
    collection: context.collection,
    id: context.id ?? '(new)',
    code: codeOf(error),
  })
  return failed({ formError: saveFailedMessage(error) }, submitted)
}

/** Runs an action's reads and writes; a database failure comes back as the form's answer (see failedSave). */
export async function saveOrFailure<Result>(
  context: SaveContext,
  submitted: Record<string, string>,
  save: () => Promise<Result>,
): Promise<Result | ActionFailure> {
  try {
    return await save()
  } catch (error) {
    return failedSave(error, context, submitted)
  }
}
