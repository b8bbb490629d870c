// Image upload rules shared by the browser (quick feedback) and the upload function (the authority).

/** Largest original a user may upload (bytes). The stored copies are resized WebP, far smaller. */
export const maxImageBytes = 8 * 1024 * 1024

/** Longest side of the stored large and small copies (pages show these, never the camera original). */
export const imageSizes = { large: 1200, small: 400 } as const

/** Folder of the storage bucket that holds every uploaded image (public read in storage.rules). */
export const imageFolder = 'chefPackageImages'

export const uploadPurposes = ['catalog', 'content', 'answer'] as const
export type UploadPurpose = (typeof uploadPurposes)[number]

export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif'

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/**
 * The image type read from the file's first bytes (magic numbers), never from its name or the browser's claim:
 * JPEG FF D8 FF, PNG 89 'PNG' 0D 0A 1A 0A, GIF 'GIF87a' / 'GIF89a', WebP 'RIFF' .... 'WEBP'. Null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

export const uploadMessages = {
  empty: 'Choose an image file to upload.',
  tooLarge: `The image is larger than ${maxImageBytes / 1024 / 1024} MB. Please choose a smaller one.`,
  notAnImage: 'This file is not a JPEG, PNG, WebP or GIF image.',
  unreadable: 'This image could not be read. Please choose another file.',
} as const

/**
 * The one place that turns a stored object into the URL pages load. Against the Storage emulator:
 * `http://HOST/v0/b/BUCKET/o/PATH?alt=media`; in production the Firebase download-token URL, which works without
 * any rules evaluation (the token is the capability).
 */
export function storageObjectUrl(options: {
  bucket: string
  path: string
  token: string
  emulatorHost?: string | undefined
}): string {
  const object = `${encodeURIComponent(options.bucket)}/o/${encodeURIComponent(options.path)}`
  if (options.emulatorHost) return `http://${options.emulatorHost}/v0/b/${object}?alt=media`
  return `https://firebasestorage.googleapis.com/v0/b/${object}?alt=media&token=${encodeURIComponent(options.token)}`
}

/** Where the project's own images live: its Storage bucket, and locally the Storage emulator's origin. */
export interface OwnStorage {
  bucket: string
  /** `http://127.0.0.1:9199` against the emulator; absent in production. */
  emulatorOrigin?: string | undefined
}

/**
 * The URL, normalised, when it is an object of the project's own Storage bucket, else null. Only such images are
 * shown inline where the URL came from a customer (form answers): anything else would make an admin's browser load
 * whatever a stranger chose. Parsed with the URL API, never matched as text: lookalike hosts, `user@host`, other
 * ports, other buckets, `..` segments and non-http(s) schemes (data:, javascript:) all come back null.
 */
export function ownStorageUrl(value: string, storage: OwnStorage): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.username !== '' || url.password !== '' || storage.bucket === '') return null
  const bucket = encodeURIComponent(storage.bucket)
  const objectPath = `/v0/b/${bucket}/o/`
  const production =
    url.protocol === 'https:' &&
    url.host === 'firebasestorage.googleapis.com' &&
    url.pathname.startsWith(objectPath)
  const publicObject =
    url.protocol === 'https:' &&
    url.host === 'storage.googleapis.com' &&
    url.pathname.startsWith(`/${bucket}/`)
  const emulator =
    storage.emulatorOrigin !== undefined &&
    url.origin === new URL(storage.emulatorOrigin).origin &&
    url.pathname.startsWith(objectPath)
  const hasObject = url.pathname.length > (publicObject ? bucket.length + 2 : objectPath.length)
  return (production || publicObject || emulator) && hasObject ? url.href : null
}

/** An http(s) URL (normalised) a person may follow as a link, else null (data:, javascript:, relative, junk). */
export function followableUrl(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username === '' &&
      url.password === ''
      ? url.href
      : null
  } catch {
    return null
  }
}
