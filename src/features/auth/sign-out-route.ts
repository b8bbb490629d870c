import { redirect } from 'react-router-dom'
import { endSession } from '../../lib/session.ts'

// POST /sign-out from the header. Spec section 8: sign-out failures are swallowed, so log and go home anyway.
// Revoking refresh tokens on the server comes with the accounts issue.
export async function action() {
  try {
    await endSession()
  } catch (error) {
    console.error('sign-out: Firebase signOut failed', { code: (error as { code?: string } | null)?.code })
  }
  return redirect('/')
}

// A GET to /sign-out (typed URL, old bookmark) has nothing to show: go home without signing out.
export function loader() {
  return redirect('/')
}
