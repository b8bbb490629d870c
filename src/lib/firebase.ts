import { initializeApp, type FirebaseApp } from 'firebase/app'
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth'
import type { Firestore as ListenFirestore } from 'firebase/firestore'
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite'
import type { Functions } from 'firebase/functions'
import type { FirebaseStorage } from 'firebase/storage'
import { env } from '../env.ts'
import { emulatorPorts } from './emulator-ports.ts'
import { setDataFirestore } from './data/db.ts'

export interface FirebaseServices {
  app: FirebaseApp
  auth: Auth
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
  // No popup/redirect resolver here: getAuth() would preload Google's gapi iframe on every page (on phones at
  // start-up). Google sign-in passes browserPopupRedirectResolver to signInWithPopup when it is actually used.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
  const db = getFirestore(app)
  if (env.VITE_USE_EMULATORS) {
    const host = env.VITE_EMULATOR_HOST
    connectAuthEmulator(auth, `http://${host}:${emulatorPorts.auth}`, { disableWarnings: true })
    connectFirestoreEmulator(db, host, emulatorPorts.firestore)
  }
  setDataFirestore(db, listenFirestore)
  services = { app, auth, db }
  return services
}

let listenPromise: Promise<ListenFirestore> | undefined

// The full Firestore SDK (realtime listeners) loads only when a page first listens to a document.
function listenFirestore(): Promise<ListenFirestore> {
  listenPromise ??= import('firebase/firestore').then(({ getFirestore: getListenFirestore, connectFirestoreEmulator: connect }) => {
    const db = getListenFirestore(firebase().app)
    if (env.VITE_USE_EMULATORS) connect(db, env.VITE_EMULATOR_HOST, emulatorPorts.firestore)
    return db
  })
  return listenPromise
}

let functionsPromise: Promise<Functions> | undefined
let storagePromise: Promise<FirebaseStorage> | undefined

// Functions and Storage SDKs load on first use, keeping them out of the landing page's initial JavaScript.
export function firebaseFunctions(): Promise<Functions> {
  functionsPromise ??= import('firebase/functions').then(({ getFunctions, connectFunctionsEmulator }) => {
    const functions = getFunctions(firebase().app, env.VITE_FUNCTIONS_REGION)
    if (env.VITE_USE_EMULATORS) connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, emulatorPorts.functions)
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
