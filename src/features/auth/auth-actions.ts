import type { ActionFunctionArgs } from 'react-router'
import { redirect } from 'react-router'
import { firebaseAuth } from '../../lib/firebase.ts'
import { failed, succeeded } from '../../shared/action-result.ts'
import { callableErrorMessage } from '../../shared/callable-errors.ts'
import { sendPasswordResetMailCallable } from '../../shared/callables.ts'
import { callContract } from './account-calls.ts'
import { authErrorView } from './auth-errors.ts'
import { signInWithGoogle } from './google-sign-in.ts'
import { formText, signInAndRedirect, type AuthKind } from './sign-in-flow.ts'

// The auth actions of docs/product.md, Routes (/email-login, /email-signup, /google-login, /google-signup,
// /send-password-reset). The login page's forms post to them without leaving the page: success redirects, a
// failure is answered as the form's result. A GET has nothing to show and goes to /login.

async function emailAction(kind: AuthKind, request: Request) {
  const formData = await request.formData()
  const email = formText(formData, 'email').trim()
  const password = formText(formData, 'password')
  const redirectPath = formText(formData, 'redirectPath')
  const auth = await firebaseAuth()
  const { createUserWithEmailAndPassword, signInWithEmailAndPassword } = await import('firebase/auth')
  return signInAndRedirect(kind, { email, redirectPath }, async () =>
    kind === 'signup'
      ? (await createUserWithEmailAndPassword(auth, email, password)).user
      : (await signInWithEmailAndPassword(auth, email, password)).user,
  )
}

async function googleAction(kind: AuthKind, request: Request) {
  const formData = await request.formData()
  const redirectPath = formText(formData, 'redirectPath')
  const email = formText(formData, 'googleEmail').trim()
  const name = formText(formData, 'googleName').trim()
  return signInAndRedirect(kind, { redirectPath }, () => signInWithGoogle(email ? { email, name } : null))
}

export const emailLoginAction = ({ request }: ActionFunctionArgs) => emailAction('login', request)
export const emailSignupAction = ({ request }: ActionFunctionArgs) => emailAction('signup', request)
export const googleLoginAction = ({ request }: ActionFunctionArgs) => googleAction('login', request)
export const googleSignupAction = ({ request }: ActionFunctionArgs) => googleAction('signup', request)

/**
 * Asks the server to mail a reset link. The answer is the same whether or not the account exists; only a
 * malformed address or an unreachable server is reported back (the original app swallowed these; we show them).
 */
export async function sendPasswordResetAction({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const email = formText(formData, 'email').trim()
  const sent = await callContract(sendPasswordResetMailCallable, { email })
  if (sent.ok) {
    return succeeded(
      undefined,
      'If an account exists for that e-mail, a link to choose a new password is on its way. Check your inbox (and spam folder).',
    )
  }
  const { code } = sent
  console.warn('auth: password reset request failed', { code })
  // A rate limit's own words say how long to wait; other failures get the shared sentence for their code.
  const message =
    code === 'invalid-argument'
      ? authErrorView('auth/invalid-email').message
      : (sent.formError ?? callableErrorMessage({ code }))
  return failed({ fieldErrors: { email: message } }, { email })
}

export function toLogin() {
  return redirect('/login')
}
