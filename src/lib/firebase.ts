import { initializeApp, type FirebaseApp } from 'firebase/app'
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth'
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore'
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions'
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage'
import { env } from '../env.ts'
import { emulatorPorts } from './emulator-ports.ts'
import { setDataFirestore } from './data/db.ts'

export interface FirebaseServices {
  app: FirebaseApp
  auth: Auth
  db: Firestore
  functions: Functions
  storage: FirebaseStorage
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
  const functions = getFunctions(app, env.VITE_FUNCTIONS_REGION)
  const storage = getStorage(app)
  if (env.VITE_USE_EMULATORS) {
    const host = env.VITE_EMULATOR_HOST
    connectAuthEmulator(auth, `http://${host}:${emulatorPorts.auth}`, { disableWarnings: true })
    connectFirestoreEmulator(db, host, emulatorPorts.firestore)
    connectFunctionsEmulator(functions, host, emulatorPorts.functions)
    connectStorageEmulator(storage, host, emulatorPorts.storage)
  }
  setDataFirestore(db)
  services = { app, auth, db, functions, storage }
  return services
}
