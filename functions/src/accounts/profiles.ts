import type { Auth } from 'firebase-admin/auth'
import type { Firestore } from 'firebase-admin/firestore'
import {
  consultationAlertMailId,
  consultationAlertSubject,
  isConsultationSignUp,
  newAccountProfile,
} from '../../../src/shared/accounts.ts'
import {
  alertRecipientsSchema,
  consultationAlertRecipientsKey,
  recipientsFor,
  type AlertKind,
} from '../../../src/shared/schemas/app-config.ts'
import { newUserProfileSchema, withProfileSearchKeys } from '../../../src/shared/schemas/user-profile.ts'
import { appConfigs, userProfiles } from '../data/collections.ts'
import { appSettings } from '../env.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { consultationSignUpMail } from '../mail/templates/account-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'

export const profilesCollection = userProfiles.name

const alreadyExists = 6

/**
 * Creates the profile of a new account (document id = uid) unless one exists: the sign-up trigger, the
 * createUserCallable and the demo seed may all get there, and whoever is first wins. Returns true when created.
 */
export async function ensureProfile(
  db: Firestore,
  user: { uid: string; email?: string | null; displayName?: string | null },
  extra: { firstName?: string } = {},
): Promise<boolean> {
  // Search keys for the admin's user search (docs/decisions/0037-user-search-by-lower-case-prefix.md).
  const profile = withProfileSearchKeys(
    newUserProfileSchema.parse({ ...newAccountProfile(user), ...definedOnly(extra) }),
  )
  try {
    await userProfiles.doc(db, user.uid).create(userProfiles.draft(withProfileSearchKeys(profile)))
    return true
  } catch (error) {
    if ((error as { code?: unknown }).code === alreadyExists) return false
    throw error
  }
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]))
}

/**
 * Mirrors userProfiles.isAdmin into the `admin` custom claim (set or removed), keeping any other claims. Returns
 * true when the claims changed. A profile id that is not an Auth uid (legacy record) is skipped.
 */
export async function mirrorAdminClaim(auth: Auth, uid: string, isAdmin: boolean): Promise<boolean> {
  let user
  try {
    user = await auth.getUser(uid)
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return false
    throw error
  }
  const claims = { ...(user.customClaims ?? {}) }
  if ((claims['admin'] === true) === isAdmin) return false
  if (isAdmin) claims['admin'] = true
  else delete claims['admin']
  await auth.setCustomUserClaims(uid, claims)
  return true
}

/**
 * The people whose switch for `kind` is on in the alert recipients config (old entries without switches get every
 * alert while active); [] when the config is missing. A config that cannot be read throws, naming the key.
 */
export async function alertRecipients(db: Firestore, kind: AlertKind): Promise<string[]> {
  const snapshot = await appConfigs
    .collection(db)
    .where('configKey', '==', consultationAlertRecipientsKey)
    .limit(1)
    .get()
  const content = snapshot.docs[0]?.data().configContent
  if (!content) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch {
    throw new Error(`appConfigs ${consultationAlertRecipientsKey}: configContent is not valid JSON`)
  }
  const result = alertRecipientsSchema.safeParse(parsed)
  if (!result.success)
    throw new Error(`appConfigs ${consultationAlertRecipientsKey}: not a list of alert recipients`)
  return recipientsFor(result.data, kind)
}

export interface ProfileChange {
  profileId: string
  before: Record<string, unknown> | undefined
  after: Record<string, unknown> | undefined
}

/**
 * Alerts the chef once when a profile goes onBoard -> consultWaitRoom (the consultation sign-up was saved).
 * Returns 'queued', 'duplicate' (queued before), 'no-recipients' or 'not-a-sign-up'.
 */
export async function alertConsultationSignUp(
  db: Firestore,
  change: ProfileChange,
  origin: string,
): Promise<'queued' | 'duplicate' | 'no-recipients' | 'not-a-sign-up'> {
  if (!change.before || !change.after) return 'not-a-sign-up'
  if (!isConsultationSignUp(change.before['userStatus'], change.after['userStatus'])) return 'not-a-sign-up'
  const to = await alertRecipients(db, 'consultation')
  if (to.length === 0) return 'no-recipients'
  const profile = change.after
  const name = [profile['firstName'], profile['lastName']]
    .filter((part) => typeof part === 'string' && part)
    .join(' ')
  const link = `${origin}/customer-profile/${encodeURIComponent(change.profileId)}`
  const rendered = await renderMail(
    consultationSignUpMail({
      businessName: appSettings().COMPANY_NAME,
      subject: consultationAlertSubject,
      name,
      email: String(profile['email'] ?? ''),
      phone: String(profile['phone'] ?? ''),
      profileUrl: link,
    }),
  )
  // The chef answers the customer straight from the alert.
  const replyTo = replyToOf(String(profile['email'] ?? ''), (await loadMailContact(db)).email)
  const mail = { to, ...(replyTo ? { replyTo } : {}), ...rendered }
  const queued = await enqueueMail(db, mail, consultationAlertMailId(change.profileId))
  return queued ? 'queued' : 'duplicate'
}

/** When a profile's isAdmin changed (or a profile appeared / disappeared), the claim to mirror; else null. */
export function adminClaimToMirror(change: ProfileChange): boolean | null {
  const before = change.before?.['isAdmin'] === true
  const after = change.after?.['isAdmin'] === true
  if (change.before && change.after && before === after) return null
  if (!change.before && !after) return null
  return after
}
