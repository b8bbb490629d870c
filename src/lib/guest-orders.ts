import type { User } from 'firebase/auth'
import { linkMyGuestOrdersCallable } from '../shared/callables.ts'
import { firebaseAuth } from './firebase.ts'
import { callFunction } from './functions/call-function.ts'

// Orders placed as a guest join the account of the same e-mail only once that e-mail is verified (docs/product.md,
// How orders join an account). The customer's order lists ask for it before they read: a verified account has its
// guest orders linked once per visit; an unverified one is told why they do not show.

export interface GuestOrdersState {
  /** The account's e-mail, shown in the notice. */
  email: string | null
  emailVerified: boolean
}

const linkedThisVisit = new Map<string, Promise<void>>()

/** Links the signed-in customer's guest orders when their e-mail is verified; says whether it is. */
export async function linkGuestOrders(uid: string): Promise<GuestOrdersState> {
  const user = (await firebaseAuth()).currentUser
  if (!user || user.uid !== uid) return { email: null, emailVerified: false }
  if (!user.emailVerified) {
    // The verification link may have been opened in another tab since this tab signed in.
    await user.reload().catch((error: unknown) => {
      // Offline or throttled: the lists show the account's own orders and say why guest orders do not show.
      console.warn('guest orders: could not reload the account', { code: (error as { code?: string }).code })
    })
    if (!user.emailVerified) return { email: user.email, emailVerified: false }
  }
  let linking = linkedThisVisit.get(uid)
  if (!linking) {
    linking = linkOnServer(user).then((linked) => {
      // A failed link is asked for again the next time an order list opens.
      if (!linked) linkedThisVisit.delete(uid)
    })
    linkedThisVisit.set(uid, linking)
  }
  await linking
  return { email: user.email, emailVerified: true }
}

async function linkOnServer(user: User): Promise<boolean> {
  // A token issued before the address was verified does not say so yet: the server trusts only the token.
  if ((await user.getIdTokenResult()).claims['email_verified'] !== true) await user.getIdTokenResult(true)
  const result = await callFunction(linkMyGuestOrdersCallable, {})
  if (!result.ok) {
    // The lists still show the account's own orders.
    console.error('guest orders: could not link them to the account', { code: result.code })
  }
  return result.ok
}

/** Sends the verification mail for the signed-in account's e-mail. */
export async function sendVerificationMail(): Promise<void> {
  const user = (await firebaseAuth()).currentUser
  if (!user) throw new Error('Not signed in')
  const { sendEmailVerification } = await import('firebase/auth')
  await sendEmailVerification(user)
}
