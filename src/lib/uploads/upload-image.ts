import { readCallableError } from '../../shared/callable-errors.ts'
import { uploadImageCallable } from '../../shared/callables.ts'
import { maxImageBytes, sniffImageType, uploadMessages, type UploadPurpose } from '../../shared/images.ts'
import type { ImageVariants } from '../../shared/schemas/image-variants.ts'
import { callFunction } from '../functions/call-function.ts'

export type { UploadPurpose } from '../../shared/images.ts'

/** An upload that did not work; `message` is written for the user and shown by the field. */
export class UploadError extends Error {
  override name = 'UploadError'
}

export interface UploadedImage {
  /** The default copy (WebP, up to 1280 px wide): what the record's plain image holds. */
  url: string
  /** Every copy with the original's size, kept with the record so pages can offer a srcset. */
  imageVariants?: ImageVariants
}

/** Callable timeout (the Functions SDK default). */
const timeoutMs = 70_000

// Checks the browser can make cheaply (the server checks again, from the bytes, and is the authority).
export async function checkImageFile(file: File | null | undefined): Promise<Uint8Array> {
  // docs/product.md, Validation: a file needs a name and a non-zero size.
  if (!file || !file.name || file.size === 0) throw new UploadError(uploadMessages.empty)
  if (file.size > maxImageBytes) throw new UploadError(uploadMessages.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!sniffImageType(bytes)) throw new UploadError(uploadMessages.notAnImage)
  return bytes
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk))
  }
  return btoa(binary)
}

export function uploadErrorMessage(error: unknown): string {
  const { code, message } = readCallableError(error)
  switch (code) {
    case 'invalid-argument':
      // The server words its file problems for the user; contract problems get a generic line.
      return message && !message.startsWith('Invalid request data') ? message : uploadMessages.unreadable
    case 'unauthenticated':
      return 'Please sign in again to upload images.'
    case 'permission-denied':
      return message || 'You may not upload this image.'
    case 'deadline-exceeded':
      return 'The upload took too long. Please try again.'
    case 'unavailable':
      return 'The upload service is unavailable. Please check your connection and try again.'
    default:
      return 'The image could not be uploaded. Please try again.'
  }
}

/**
 * Sends an image to the upload function, which checks it, makes its resized copies and stores them under
 * chefPackageImages/. Resolves with the default copy's public URL and every copy; rejects with an UploadError.
 */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<UploadedImage> {
  const bytes = await checkImageFile(file)
  const result = await callFunction(
    uploadImageCallable,
    { purpose, fileName: file.name, contentBase64: toBase64(bytes) },
    { timeoutMs, describeError: uploadErrorMessage },
  )
  if (!result.ok) {
    console.error('uploadImage failed', { purpose, code: result.code })
    throw new UploadError(result.formError ?? uploadMessages.unreadable)
  }
  return { url: result.data.url, imageVariants: result.data.imageVariants }
}
