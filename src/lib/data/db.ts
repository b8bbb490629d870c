import type { Firestore } from 'firebase/firestore'

// The data layer does not create Firestore itself: src/lib/firebase.ts hands it the app's instance and
// emulator tests hand it theirs (tests/support/emulator-firestore.ts).
let current: Firestore | undefined

export function setDataFirestore(db: Firestore): void {
  current = db
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
