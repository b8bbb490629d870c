import { initializeApp, type FirebaseApp } from 'firebase/app'
import type { Auth } from 'firebase/auth'
import type { Firestore as ListenFirestore } from 'firebase/firestore'
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite'
import type { Functions } from 'firebase/functions'
import type { FirebaseStorage } from 'firebase/storage'
import { env } from '../env.ts'
import { startAppCheck } from './app-check.ts'
import { emulatorPorts } from './emulator-ports.ts'
import { setDataFirestore } from './data/db.ts'

export interface FirebaseServices {
  app: FirebaseApp
  db: Firestore
}

let services: FirebaseServices | undefined

// Lazily initialised so unit tests that never touch Firebase do not load it.
export function firebase(): FirebaseServices {
  if (services) return services
  const app = initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    appId: env.VITE_FIREBASE_APP_ID,
  })
  const db = getFirestore(app)
  if (env.VITE_USE_EMULATORS) connectFirestoreEmulator(db, env.VITE_EMULATOR_HOST, emulatorPorts.firestore)
  setDataFirestore(db, listenFirestore)
  services = { app, db }
  return services
}

let authPromise: Promise<Auth> | undefined

/**
 * Firebase Auth loads after the first paint: public pages render without it, and Firestore Lite picks up the
 * signed-in user's token as soon as Auth registers (docs/decisions/0013). Guards and the header await this.
 */
export function firebaseAuth(): Promise<Auth> {
  authPromise ??= import('firebase/auth').then(
    ({ browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth }) => {
      // No popup/redirect resolver here: getAuth() would preload Google's gapi iframe on every page (on phones at
      // start-up). Google sign-in passes browserPopupRedirectResolver to signInWithPopup when it is actually used.
      const auth = initializeAuth(firebase().app, {
        persistence: [indexedDBLocalPersistence, browserLocalPersistence],
      })
      if (env.VITE_USE_EMULATORS) {
        connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:${emulatorPorts.auth}`, {
          disableWarnings: true,
        })
      }
      return auth
    },
  )
  // A failed chunk load (offline) must not be cached for good: the next call tries again.
  authPromise.catch(() => {
    authPromise = undefined
  })
  return authPromise
}

let listenPromise: Promise<ListenFirestore> | undefined

// The full Firestore SDK (realtime listeners) loads only when a page first listens to a document.
function listenFirestore(): Promise<ListenFirestore> {
  listenPromise ??= import('firebase/firestore').then(
    ({ getFirestore: getListenFirestore, connectFirestoreEmulator: connect }) => {
      const db = getListenFirestore(firebase().app)
      if (env.VITE_USE_EMULATORS) connect(db, env.VITE_EMULATOR_HOST, emulatorPorts.firestore)
      return db
    },
  )
  return listenPromise
}

let functionsPromise: Promise<Functions> | undefined
let storagePromise: Promise<FirebaseStorage> | undefined

// Functions and Storage SDKs load on first use, keeping them out of the landing page's initial JavaScript.
export function firebaseFunctions(): Promise<Functions> {
  // App Check first, when configured: its token then goes with every call, as the callables may require it.
  functionsPromise ??= Promise.all([
    import('firebase/functions'),
    startAppCheck(firebase().app, env.VITE_APP_CHECK_SITE_KEY),
  ]).then(([{ getFunctions, connectFunctionsEmulator }]) => {
    const functions = getFunctions(firebase().app, env.VITE_FUNCTIONS_REGION)
    if (env.VITE_USE_EMULATORS)
      connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, emulatorPorts.functions)
    return functions
  })
  return functionsPromise
}

export function firebaseStorage(): Promise<FirebaseStorage> {
  storagePromise ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const storage = getStorage(firebase().app)
    if (env.VITE_USE_EMULATORS) connectStorageEmulator(storage, env.VITE_EMULATOR_HOST, emulatorPorts.storage)
    return storage
  })
  return storagePromise
}
