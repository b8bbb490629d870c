import { randomUUID } from 'node:crypto'
import { HttpsError } from 'firebase-functions/v2/https'
import { uploadImageCallable as contract } from '../../../src/shared/callables.ts'
import { imageFolder, storageObjectUrl, type UploadPurpose } from '../../../src/shared/images.ts'
import { storage } from '../lib/admin.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { PermissionError } from '../lib/errors.ts'
import { ImageRejectedError, processImage } from './process-image.ts'

/** Who may upload for what: catalogue and site content are admin work; form answers belong to any signed-in user. */
export function mayUpload(purpose: UploadPurpose, isAdmin: boolean): boolean {
  return purpose === 'answer' || isAdmin
}

/** Flat names directly under chefPackageImages/ (storage.rules match one path segment there). */
export function objectPaths(id: string): { large: string; small: string } {
  return { large: `${imageFolder}/${id}-1200.webp`, small: `${imageFolder}/${id}-400.webp` }
}

async function save(
  path: string,
  data: Buffer,
  token: string,
  uid: string,
  purpose: UploadPurpose,
): Promise<string> {
  const bucket = storage().bucket()
  await bucket.file(path).save(data, {
    resumable: false,
    contentType: 'image/webp',
    metadata: {
      // Names are never reused, so browsers and CDNs may keep a copy for a year.
      cacheControl: 'public, max-age=31536000, immutable',
      metadata: { firebaseStorageDownloadTokens: token, uploadedBy: uid, purpose },
    },
  })
  return storageObjectUrl({
    bucket: bucket.name,
    path,
    token,
    emulatorHost: process.env['FIREBASE_STORAGE_EMULATOR_HOST'],
  })
}

// The only way images get into storage: the server checks the caller, the bytes and the size, resizes, and writes
// with the Admin SDK. storage.rules refuse every client write.
export const uploadImageCallable = validatedOnCall(
  contract.name,
  contract.input,
  contract.output,
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
    const id = randomUUID()
    const paths = objectPaths(id)
    const token = randomUUID()
    const [url, smallUrl] = await Promise.all([
      save(paths.large, image.large, token, auth.uid, purpose),
      save(paths.small, image.small, token, auth.uid, purpose),
    ])
    return { url, smallUrl, width: image.width, height: image.height }
  },
  // Resizing a 8 MB photo takes a moment and some memory.
  { access: 'signedIn', memory: '1GiB', timeoutSeconds: 60 },
)
