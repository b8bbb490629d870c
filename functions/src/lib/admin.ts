import { getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { getStorage, type Storage } from 'firebase-admin/storage'

// One Admin app per process, created on first use so that loading the bundle (deploy analysis, tests) has no
// side effects. In the emulator and on Cloud Functions the project and credentials come from the environment.
function app(): App {
  return getApps()[0] ?? initializeApp()
}

export function db(): Firestore {
  return getFirestore(app())
}

export function auth(): Auth {
  return getAuth(app())
}

export function storage(): Storage {
  return getStorage(app())
}
