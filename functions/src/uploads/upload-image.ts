import { randomUUID } from 'node:crypto'
import { HttpsError } from 'firebase-functions/v2/https'
import { uploadImageCallable as contract } from '../../../src/shared/callables.ts'
import type { UploadPurpose } from '../../../src/shared/images.ts'
import { storage } from '../lib/admin.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { PermissionError } from '../lib/errors.ts'
import { ImageRejectedError, processImage } from './process-image.ts'
import { storeImage } from './store-image.ts'

/** Who may upload for what: catalogue and site content are admin work; form answers belong to any signed-in user. */
export function mayUpload(purpose: UploadPurpose, isAdmin: boolean): boolean {
  return purpose === 'answer' || isAdmin
}

// The only way images get into storage: the server checks the caller, the bytes and the size, makes the resized
// copies (docs/decisions/0070), and writes them with the Admin SDK. storage.rules refuse every client write.
export const uploadImageCallable = validatedOnCall(
  contract,
  async ({ purpose, contentBase64 }, request) => {
    const auth = request.auth!
    if (!mayUpload(purpose, auth.token['admin'] === true)) {
      throw new PermissionError('Only an administrator can upload catalogue and site images.')
    }
    let image
    try {
      image = await processImage(Buffer.from(contentBase64, 'base64'))
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new HttpsError('invalid-argument', error.message)
      throw error
    }
    return storeImage(storage().bucket(), image, {
      id: randomUUID(),
      token: randomUUID(),
      metadata: { uploadedBy: auth.uid, purpose },
      emulatorHost: process.env['FIREBASE_STORAGE_EMULATOR_HOST'],
    })
  },
  // Decoding an 8 MB photo and encoding ten copies takes a second or two and some memory.
  { access: 'signedIn', memory: '1GiB', timeoutSeconds: 60 },
)
