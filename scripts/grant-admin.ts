// Grants (or with --revoke removes) the admin role: sets userProfiles/{uid}.isAdmin, which the
// onUserProfileWritten function mirrors into the `admin` custom claim, and sets the claim here as well so it works
// at once (even before the functions are deployed). The user sees it after their next token refresh (the app
// refreshes when it notices the difference, or sign out and in).
//
//   Local emulators (default):  node scripts/grant-admin.ts chef@example.com [--revoke]
//   A real project:             GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=my-project \
//                                 node scripts/grant-admin.ts chef@example.com
// (Node 22: use `npm run grant-admin -- <email>` or ./node_modules/.bin/node.)
import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { demoProjectId, emulatorPorts } from '../src/lib/emulator-ports.ts'
import { newAccountProfile } from '../src/shared/accounts.ts'
import { withProfileSearchKeys } from '../src/shared/schemas/user-profile.ts'

const args = process.argv.slice(2)
const revoke = args.includes('--revoke')
const email = args.find((arg) => !arg.startsWith('--'))
if (!email) {
  console.error('Usage: node scripts/grant-admin.ts <email> [--revoke]')
  process.exit(2)
}

const realProject = Boolean(process.env['GOOGLE_APPLICATION_CREDENTIALS'])
if (!realProject) {
  // Without credentials this only ever talks to the local emulators of the demo project.
  process.env['FIRESTORE_EMULATOR_HOST'] ??= `127.0.0.1:${emulatorPorts.firestore}`
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] ??= `127.0.0.1:${emulatorPorts.auth}`
  process.env['METADATA_SERVER_DETECTION'] ??= 'none'
}
const projectId = process.env['GCLOUD_PROJECT'] ?? (realProject ? undefined : demoProjectId)
const app = initializeApp(projectId ? { projectId } : {})
const auth = getAuth(app)
const db = getFirestore(app)

const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
  console.error(error.code === 'auth/user-not-found' ? `No account with the e-mail ${email}.` : error)
  process.exit(1)
})
const profileRef = db.collection('userProfiles').doc(user.uid)
const now = new Date()
if (!(await profileRef.get()).exists) {
  await profileRef.set({
    ...withProfileSearchKeys(newAccountProfile(user)),
    createdStamp: now.getTime(),
    createdIso: now.toISOString(),
  })
}
await profileRef.update({ isAdmin: !revoke, updateStamp: now.getTime(), updateIso: now.toISOString() })
const claims = { ...(user.customClaims ?? {}) }
if (revoke) delete claims['admin']
else claims['admin'] = true
await auth.setCustomUserClaims(user.uid, claims)
console.log(
  `${revoke ? 'Removed admin from' : 'Granted admin to'} ${email} (uid ${user.uid}) in ${
    realProject ? `project ${projectId ?? '(from credentials)'}` : 'the local emulators'
  }. It applies after their next sign-in or token refresh.`,
)
