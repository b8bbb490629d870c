import type { Firestore as ListenFirestore } from 'firebase/firestore'
import type { Firestore } from 'firebase/firestore/lite'

// The data layer reads and writes through Firestore Lite (a third of the full SDK's size, so pages load fast) and
// loads the full SDK only for live listeners. It does not create either itself: src/lib/firebase.ts hands it the
// app's instances and emulator tests hand it theirs (tests/support/emulator-firestore.ts).
let current: Firestore | undefined
let listenFirestore: (() => Promise<ListenFirestore>) | undefined

export function setDataFirestore(db: Firestore, listen?: () => Promise<ListenFirestore>): void {
  current = db
  listenFirestore = listen
}

export function dataFirestore(): Firestore {
  if (!current) {
    throw new Error(
      'The Firestore data layer is not initialised: call firebase() from src/lib/firebase.ts ' +
        '(or setDataFirestore(db) in tests) before using src/lib/data.',
    )
  }
  return current
}

export function dataListenFirestore(): Promise<ListenFirestore> {
  if (!listenFirestore) return Promise.reject(new Error('The data layer has no Firestore for live listeners'))
  return listenFirestore()
}
