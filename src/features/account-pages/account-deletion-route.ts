import { redirect, type ActionFunctionArgs } from 'react-router'
import { callFunction } from '../../lib/functions/call-function.ts'
import { signOutHere } from '../../lib/sign-out-here.ts'
import { submittedValues } from '../../shared/action-result.ts'
import { deleteMyAccountCallable } from '../../shared/callables.ts'

// POST /account-deletion from the settings page's "Delete my account" dialog: the server deletes the account (the
// typed e-mail must be the account's), then this browser signs out and goes home. A refusal comes back to the
// dialog with what was typed.

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const values = submittedValues(formData)
  const deleted = await callFunction(deleteMyAccountCallable, { email: values['email'] ?? '' }, { values })
  if (!deleted.ok) return deleted
  // The account is gone on the server whatever happens here; the session cannot be used any more.
  await signOutHere('account deletion')
  return redirect('/')
}

// A GET (typed URL) has nothing to show: the dialog lives on the settings page.
export function loader() {
  return redirect('/settings')
}
