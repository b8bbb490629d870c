import { redirect } from 'react-router'
import { signOutHere } from '../../lib/sign-out-here.ts'
import { revokeMySessionsCallable } from '../../shared/callables.ts'
import { callContract } from './account-calls.ts'

// POST /sign-out from the header: revoke the refresh tokens on the server (other devices must sign in again), then
// sign out here. Sign-out failures are swallowed, so each step logs and the user goes home anyway.
export async function action() {
  const revoked = await callContract(revokeMySessionsCallable, {})
  if (!revoked.ok) console.error('sign-out: revoking refresh tokens failed', { code: revoked.code })
  await signOutHere('sign-out')
  return redirect('/')
}

// A GET to /sign-out (typed URL, old bookmark) has nothing to show: go home without signing out.
export function loader() {
  return redirect('/')
}
