import { resetProfileChecks } from './profile-check.ts'
import { endSession } from './session.ts'

/**
 * Signs this browser out once the server's part is done (sign-out, account deletion) and forgets the profile
 * checks. A failure is logged under `logContext` and not thrown: the caller sends the user on either way.
 */
export async function signOutHere(logContext: string): Promise<void> {
  try {
    await endSession()
  } catch (error) {
    console.error(`${logContext}: signing out failed`, { code: (error as { code?: string } | null)?.code })
  }
  resetProfileChecks()
}
