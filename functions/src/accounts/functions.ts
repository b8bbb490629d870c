import { logger } from 'firebase-functions'
import * as functionsV1 from 'firebase-functions/v1'
import { onDocumentWritten } from 'firebase-functions/v2/firestore'
import {
  createUserCallable as createUserContract,
  deleteMyAccountCallable as deleteMyAccountContract,
  exportMyDataCallable as exportMyDataContract,
  linkMyGuestOrdersCallable as linkMyGuestOrdersContract,
  revokeMySessionsCallable as revokeContract,
  sendPasswordResetMailCallable as resetContract,
} from '../../../src/shared/callables.ts'
import { auth, db } from '../lib/admin.ts'
import { abuseProtectedCall } from '../lib/app-check.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { AlreadyExistsError, FieldProblemsError, PreconditionError } from '../lib/errors.ts'
import { clientIp } from '../lib/rate-limit.ts'
import { linkOrigin, linkSettings } from './link-settings.ts'
import {
  accountOwnerOf,
  confirmsAccount,
  deleteMyAccount,
  exportMyData,
  type AccountOwner,
} from './my-account.ts'
import { linkGuestOrders } from './guest-orders.ts'
import { sendPasswordResetMail } from './password-reset.ts'
import {
  adminClaimToMirror,
  alertConsultationSignUp,
  ensureProfile,
  mirrorAdminClaim,
  profilesCollection,
} from './profiles.ts'

// Auth has no 2nd-gen non-blocking "user created" trigger; the 1st-gen one is still supported, and the Auth
// emulator fires it. Every account (e-mail, Google, Admin SDK) gets its profile here, server-side.
export const createProfileOnSignUp = functionsV1
  .region('us-central1')
  .runWith({ maxInstances: 10 })
  .auth.user()
  .onCreate(async (user) => {
    const created = await ensureProfile(db(), user)
    logger.info('accounts: profile for new account', { uid: user.uid, created })
  })

// One trigger per profile write: mirror isAdmin into the `admin` claim, and alert the chef on the consultation
// sign-up. Both steps are idempotent, so a retried event changes nothing.
export const onUserProfileWritten = onDocumentWritten(
  { document: `${profilesCollection}/{profileId}`, retry: false },
  async (event) => {
    const change = {
      profileId: event.params.profileId,
      before: event.data?.before.exists ? event.data.before.data() : undefined,
      after: event.data?.after.exists ? event.data.after.data() : undefined,
    }
    const claim = adminClaimToMirror(change)
    if (claim !== null) {
      const changed = await mirrorAdminClaim(auth(), change.profileId, claim)
      logger.info('accounts: admin claim mirrored', { uid: change.profileId, admin: claim, changed })
    }
    const alert = await alertConsultationSignUp(db(), change, linkOrigin(undefined))
    if (alert !== 'not-a-sign-up')
      logger.info('accounts: consultation alert', { profileId: change.profileId, alert })
  },
)

export const createUserCallable = validatedOnCall(
  createUserContract,
  async ({ email, password }) => {
    let uid: string
    try {
      uid = (await auth().createUser({ email, password })).uid
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/email-already-exists') {
        throw new AlreadyExistsError('An account with this e-mail already exists.')
      }
      throw error
    }
    // The sign-up trigger creates it too; whoever is first wins and the content is the same.
    await ensureProfile(db(), { uid, email })
    return { uid }
  },
  { access: 'admin' },
)

export const sendPasswordResetMailCallable = validatedOnCall(
  resetContract,
  async ({ email }, request) => {
    const outcome = await sendPasswordResetMail(db(), auth(), {
      email,
      ip: clientIp(request.rawRequest),
      origin: linkOrigin(request.rawRequest.headers.origin),
      companyName: linkSettings().COMPANY_NAME,
    })
    // No address in the log; the outcome is never returned to the caller.
    logger.info('accounts: password reset requested', { outcome })
    return { ok: true as const }
  },
  { access: 'public', ...abuseProtectedCall },
)

export const revokeMySessionsCallable = validatedOnCall(
  revokeContract,
  async (_data, request) => {
    await auth().revokeRefreshTokens(request.auth!.uid)
    return { ok: true as const }
  },
  { access: 'signedIn' },
)

function ownerOf(request: {
  auth?: { uid: string; token: { email?: string; email_verified?: boolean } }
}): AccountOwner {
  return accountOwnerOf(request.auth!.token, request.auth!.uid)
}

export const exportMyDataCallable = validatedOnCall(
  exportMyDataContract,
  async (_data, request) => exportMyData(db(), ownerOf(request)),
  { access: 'signedIn' },
)

export const linkMyGuestOrdersCallable = validatedOnCall(
  linkMyGuestOrdersContract,
  async (_data, request) => {
    const owner = ownerOf(request)
    const linked = await linkGuestOrders(db(), owner)
    if (linked > 0) logger.info('accounts: guest orders linked', { uid: owner.uid, linked })
    return { emailVerified: owner.verifiedEmail !== null, linked }
  },
  { access: 'signedIn' },
)

export const deleteMyAccountCallable = validatedOnCall(
  deleteMyAccountContract,
  async ({ email }, request) => {
    const owner = ownerOf(request)
    if (!confirmsAccount(email, owner.email)) {
      throw new FieldProblemsError({ email: 'This is not the e-mail address of your account.' })
    }
    // The business must keep an administrator: an admin account loses its role before it can go.
    if (request.auth!.token['admin'] === true) {
      throw new PreconditionError(
        'An administrator account cannot delete itself. Ask another administrator to remove your admin role first.',
      )
    }
    const ordersKept = await deleteMyAccount(db(), auth(), owner)
    logger.info('accounts: account deleted', { uid: owner.uid, ordersKept })
    return { ok: true as const, ordersKept }
  },
  { access: 'signedIn' },
)
