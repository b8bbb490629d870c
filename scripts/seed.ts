// Seeds the local emulators with demo data (scripts/seed-data.ts) and the demo accounts.
//   npm run seed            (or: node scripts/seed.ts, on Node 22)
// The stack (scripts/lib/stack.ts) calls seedDemoData() after the emulators are up.
//
// Idempotent in two parts:
// - Accounts: each Auth user and its userProfiles doc is created only when missing, on every run.
// - Catalogue and content: written in one atomic batch together with the marker doc appConfigs/demo-seed
//   (configKey demoSeed). When the marker exists nothing is written, so data kept across restarts (including an
//   admin's edits and deletions) is never duplicated or overwritten.
// - Pictures: the demo pictures of packages, menus and landing blocks are stored in the Storage emulator as an
//   upload's copies (scripts/seed-images.ts) and the records point at those; records seeded before that, still
//   showing a demo picture, get its copies on the next run.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { z } from 'zod'
import { z as mini } from 'zod/mini'
import { demoProjectId, emulatorPorts } from '../src/lib/emulator-ports.ts'
import { appConfigSchema } from '../src/shared/schemas/app-config.ts'
import { chefPackageSchema } from '../src/shared/schemas/chef-package.ts'
import { contentConfigSchema } from '../src/shared/schemas/content-config.ts'
import { formSchema } from '../src/shared/schemas/form.ts'
import { menuSchema } from '../src/shared/schemas/menu.ts'
import { quoteRecordSchema } from '../src/shared/schemas/quote.ts'
import { mealPlanSchema } from '../src/shared/schemas/meal-plan.ts'
import { testimonialSchema } from '../src/shared/schemas/testimonial.ts'
import { testimonialReviewSchema } from '../src/shared/schemas/testimonial-review.ts'
import { userProfileSchema, withProfileSearchKeys } from '../src/shared/schemas/user-profile.ts'
import { dateInZone } from '../src/shared/fulfilment/calendar-dates.ts'
import {
  fulfilmentDaySchema,
  fulfilmentScheduleLocation,
  fulfilmentScheduleSchema,
} from '../src/shared/schemas/fulfilment-schedule.ts'
import * as demo from './seed-data.ts'
import { markMenusPublished } from './mark-menus-published.ts'
import {
  giveDemoPicturesTheirCopies,
  seededDemoPictures,
  storeDemoImages,
  withDemoImages,
  type DemoImages,
} from './seed-images.ts'

export interface SeedOptions {
  /** Must start with "demo-": the seed never writes to a real project. Default: the stack's project id. */
  projectId?: string
  /** No console output (the stack prints the accounts itself). */
  quiet?: boolean
  /** Clock for the created stamps; tests pin it. */
  now?: Date
}

export interface SeededAccount {
  role: string
  email: string
  password: string
}

export interface SeedResult {
  /** False when the marker showed the catalogue was seeded before; accounts are still ensured. */
  seeded: boolean
  accounts: SeededAccount[]
  /** Documents written by this run, per collection. */
  written: Record<string, number>
}

const fulfilmentScheduleWithId = mini.safeExtend(fulfilmentScheduleSchema, { id: mini.string() })
const fulfilmentDayWithId = mini.extend(fulfilmentDaySchema, { id: mini.string() })

/** The seeded collections and the schema each document must parse with. */
export const seededCollections = {
  menus: menuSchema,
  chefPackages: chefPackageSchema,
  contentConfigs: contentConfigSchema,
  appConfigs: appConfigSchema,
  forms: formSchema,
  testimonialReview: testimonialReviewSchema,
  testimonials: testimonialSchema,
  userProfiles: userProfileSchema,
  fulfilmentSettings: fulfilmentScheduleWithId,
  fulfilmentDays: fulfilmentDayWithId,
  quotes: quoteRecordSchema,
  mealPlans: mealPlanSchema,
} as const

type CollectionName = keyof typeof seededCollections
// The shared schemas are zod/mini; the core type and the functional parse fit classic and mini alike. zod/mini
// loads no messages, so a document that does not fit is reported in zod's English.
z.config(z.locales.en())
type AnySchema = z.core.$ZodType<Record<string, unknown>>

const dayMs = 24 * 60 * 60 * 1000
const markerCollection = 'appConfigs'

interface PlannedDoc {
  collection: CollectionName
  id: string
  data: Record<string, unknown>
}

function createdStamps(now: Date, daysAgo = 0): { createdStamp: number; createdIso: string } {
  const created = new Date(now.getTime() - daysAgo * dayMs)
  return { createdStamp: created.getTime(), createdIso: created.toISOString() }
}

// Firestore rejects undefined values; schemas leave optional fields undefined.
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(withoutUndefined)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = withoutUndefined(item)
  return out
}

/**
 * Validates one record with its collection schema (filling defaults, as the data layer's create does) and
 * returns the document data: no id field, created stamps set like src/lib/data/collection.ts sets them.
 */
export function prepareDoc(
  collection: CollectionName,
  id: string,
  data: object,
  stamps: { createdStamp: number; createdIso: string },
): PlannedDoc {
  const schema = seededCollections[collection] as unknown as AnySchema
  const result = z.safeParse(schema, { ...data, id, ...stamps })
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`,
    )
    throw new Error(`seed: ${collection}/${id} does not match its schema: ${issues.join('; ')}`)
  }
  const { id: _id, ...rest } = result.data
  return { collection, id, data: withoutUndefined(rest) as Record<string, unknown> }
}

/**
 * Every catalogue and content document of the demo data, validated, plus the marker (last). With `images`, the
 * demo pictures of packages, menus and landing blocks are replaced by their stored copies.
 */
export function planCatalogue(now: Date, images: DemoImages = new Map()): PlannedDoc[] {
  const plan: PlannedDoc[] = []
  const add = (collection: CollectionName, records: demo.SeedRecord<object>[]) => {
    for (const record of records) {
      const data = withDemoImages(record.data, images)
      plan.push(prepareDoc(collection, record.id, data, createdStamps(now, record.createdDaysAgo)))
    }
  }
  add('chefPackages', demo.chefPackages)
  add('menus', demo.menus)
  add('forms', demo.forms)
  add('contentConfigs', demo.contentConfigs)
  add('appConfigs', demo.appConfigs)
  add('testimonialReview', demo.testimonialReviews)
  for (const record of demo.testimonials) {
    const review = demo.testimonialReviews.find((candidate) => candidate.id === record.data.reviewId)
    const reviewStamp = createdStamps(now, review?.createdDaysAgo).createdStamp
    plan.push(
      prepareDoc(
        'testimonials',
        record.id,
        { ...record.data, reviewStamp },
        createdStamps(now, record.createdDaysAgo),
      ),
    )
  }
  const today = dateInZone(now, demo.demoTimeZone)
  plan.push(
    prepareDoc(
      'fulfilmentSettings',
      fulfilmentScheduleLocation.id,
      demo.demoFulfilmentSchedule(today),
      createdStamps(now),
    ),
  )
  add('fulfilmentDays', demo.demoFulfilmentDays(today))
  add('quotes', [demo.demoQuote(today, now.getTime())])
  add('mealPlans', demo.mealPlans)
  plan.push(
    prepareDoc(
      markerCollection,
      demo.seedMarker.id,
      {
        title: 'Demo data marker',
        configKey: demo.seedMarker.configKey,
        configContent: JSON.stringify({ version: demo.seedMarker.version, seededIso: now.toISOString() }),
        noteText:
          'Written by scripts/seed.ts. While it exists the seed leaves the catalogue alone; delete it to re-seed.',
      },
      createdStamps(now),
    ),
  )
  return plan
}

function assertEmulatorTarget(projectId: string): void {
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `seed: refusing to seed project "${projectId}": only demo- projects (emulators) are seeded.`,
    )
  }
  for (const name of [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIREBASE_STORAGE_EMULATOR_HOST',
  ]) {
    if (!process.env[name])
      throw new Error(`seed: ${name} is not set; the seed only writes to the emulators.`)
  }
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

async function ensureAccount(auth: Auth, db: Firestore, account: demo.DemoAccount, now: Date) {
  let uid: string
  let profileFirst = false
  try {
    // Looked up by e-mail: someone may have signed up with this address already, under another uid.
    uid = (await auth.getUserByEmail(account.email)).uid
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error
    // Profile before account: the sign-up trigger (createProfileOnSignUp) then finds it and leaves it alone
    // instead of racing the seed with a bare onBoard profile (docs/decisions/0018).
    profileFirst = await createDemoProfile(db, account, account.uid, now)
    const created = await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
    })
    uid = created.uid
  }
  if (account.role === 'admin') {
    const user = await auth.getUser(uid)
    if (user.customClaims?.['admin'] !== true) {
      await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), admin: true })
    }
  }
  // A profile is found by userId (the app may have created one under a generated id); new ones use the uid.
  const existing = await db.collection('userProfiles').where('userId', '==', uid).limit(1).get()
  if (!existing.empty) {
    // Profiles seeded before the admin user search existed get its lower-case keys once (docs/decisions/0037).
    const stored = existing.docs[0]!
    if (stored.get('emailLower') === undefined) {
      await stored.ref.update(withProfileSearchKeys(pickNameFields(stored.data())))
    }
    return profileFirst
  }
  return createDemoProfile(db, account, uid, now)
}

async function createDemoProfile(db: Firestore, account: demo.DemoAccount, uid: string, now: Date) {
  const planned = prepareDoc(
    'userProfiles',
    uid,
    withProfileSearchKeys({ ...account.profile, userId: uid }),
    createdStamps(now),
  )
  try {
    await db.collection('userProfiles').doc(uid).create(planned.data)
  } catch (error) {
    // ALREADY_EXISTS (6): a concurrent run created it; that is the state we wanted.
    if ((error as { code?: unknown } | null)?.code !== 6) throw error
    return false
  }
  return true
}

function pickNameFields(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of ['email', 'firstName', 'lastName']) {
    if (typeof data[field] === 'string') out[field] = data[field]
  }
  return out
}

export async function seedDemoData(options: SeedOptions = {}): Promise<SeedResult> {
  const projectId = options.projectId ?? demoProjectId
  const now = options.now ?? new Date()
  assertEmulatorTarget(projectId)
  // Emulators need no Google credentials: without this the Firestore client probes the GCE metadata server
  // (offline: a MetadataLookupWarning on every run).
  process.env['METADATA_SERVER_DETECTION'] ??= 'none'
  // Validate every record before touching the database: an invalid one writes nothing (it throws here).
  planCatalogue(now)

  const app: App = initializeApp({ projectId }, `seed-${projectId}-${now.getTime()}-${Math.random()}`)
  try {
    const db = getFirestore(app)
    const auth = getAuth(app)
    const written: Record<string, number> = {}
    const count = (collection: string) => {
      written[collection] = (written[collection] ?? 0) + 1
    }

    for (const account of demo.demoAccounts) {
      if (await ensureAccount(auth, db, account, now)) count('userProfiles')
    }

    const markerRef = db.collection(markerCollection).doc(demo.seedMarker.id)
    const seeded = !(await markerRef.get()).exists
    const bucket = getStorage(app).bucket(`${projectId}.appspot.com`)
    const storageHost = process.env['FIREBASE_STORAGE_EMULATOR_HOST']!
    if (seeded) {
      // The pictures' copies are stored first: records never point at copies that are not there.
      const images = await storeDemoImages(bucket, seededDemoPictures(), storageHost)
      // One atomic batch (well under the 500-write limit): either everything and the marker, or nothing.
      const batch = db.batch()
      for (const doc of planCatalogue(now, images)) {
        batch.set(db.collection(doc.collection).doc(doc.id), doc.data)
        count(doc.collection)
      }
      await batch.commit()
    }

    // Data kept from before menus had drafts: every menu gets its flag, so the public's queries find it.
    const marked = await markMenusPublished(db)
    if (marked > 0) written['menus (marked published)'] = marked
    // Data kept from before pictures had copies: demo pictures get theirs, so pages offer srcset.
    const pictured = await giveDemoPicturesTheirCopies(db, bucket, storageHost)
    if (pictured > 0) written['records given picture copies'] = pictured

    const accounts = demo.demoAccounts.map(({ role, email, password }) => ({ role, email, password }))
    if (!options.quiet) {
      console.log(
        seeded
          ? `Seeded demo data into ${projectId}: ${Object.entries(written)
              .map(([name, n]) => `${name} ${n}`)
              .join(', ')}`
          : `Demo data already present in ${projectId} (marker ${markerCollection}/${demo.seedMarker.id}); left as is.`,
      )
      console.log('Demo accounts (local emulators only):')
      for (const account of accounts)
        console.log(`  ${account.role.padEnd(9)} ${account.email}  password: ${account.password}`)
    }
    return { seeded, accounts, written }
  } finally {
    await deleteApp(app)
  }
}

function isCli(): boolean {
  const entry = process.argv[1]
  return entry !== undefined && path.resolve(entry) === fileURLToPath(import.meta.url)
}

if (isCli()) {
  // Default to the local stack's emulators; an explicit environment wins.
  process.env['FIRESTORE_EMULATOR_HOST'] ??= `127.0.0.1:${emulatorPorts.firestore}`
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] ??= `127.0.0.1:${emulatorPorts.auth}`
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ??= `127.0.0.1:${emulatorPorts.storage}`
  seedDemoData({ projectId: process.env['GCLOUD_PROJECT'] ?? demoProjectId }).catch((error: unknown) => {
    console.error('seed failed:', error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
