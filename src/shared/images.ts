// Image upload rules shared by the browser (quick feedback) and the upload function (the authority), and how
// pages pick the stored copies of an image (docs/decisions/0070).
import type { ImageVariant, ImageVariants } from './schemas/image-variants.ts'

/** Largest original a user may upload (bytes). The stored copies are resized AVIF and WebP, far smaller. */
export const maxImageBytes = 8 * 1024 * 1024

/** Widths (px) of the copies made of every upload; none is wider than the original. */
export const imageVariantWidths = [320, 640, 960, 1280, 1920] as const

/** The record's plain `image` URL is the WebP copy this wide (or the widest, for a narrower original). */
export const defaultVariantWidth = 1280

/** Formats of the copies, the browser's first choice first; WebP is the one every browser shows. */
export const imageVariantTypes = ['image/avif', 'image/webp'] as const
export const fallbackVariantType = 'image/webp'

/**
 * The widths to make of an original this wide: each standard width below it, and the original's own width (up to
 * the largest standard width), so a small image keeps its full size and nothing is ever enlarged.
 */
export function variantWidthsFor(originalWidth: number): number[] {
  const largest = imageVariantWidths[imageVariantWidths.length - 1]!
  const below = imageVariantWidths.filter((width) => width < originalWidth)
  return originalWidth >= largest ? [...imageVariantWidths] : [...below, originalWidth]
}

/** Which of the copies the plain `image` URL names: the widest WebP up to defaultVariantWidth. */
export function defaultVariant(variants: readonly ImageVariant[]): ImageVariant | undefined {
  const fallbacks = variants
    .filter((variant) => variant.type === fallbackVariantType)
    .sort((a, b) => a.width - b.width)
  return fallbacks.filter((variant) => variant.width <= defaultVariantWidth).at(-1) ?? fallbacks[0]
}

/** Where a record keeps the copies of the image in field `key` (`image` → `imageVariants`). */
export function imageVariantsKey(key: string): string {
  return `${key}Variants`
}

/**
 * The stored copies when they belong to this image, else null. A record's `image` may have been changed without its
 * copies (an older editor, a script, a pasted link): then the page shows the plain URL rather than another picture.
 */
export function variantsOfImage(
  image: string,
  variants: ImageVariants | null | undefined,
): ImageVariants | null {
  if (!variants || image === '') return null
  return variants.variants.some((variant) => variant.url === image) ? variants : null
}

/** A srcset value of the copies of one type, narrowest first (`url 320w, url 640w`); '' when there are none. */
export function srcSetOf(variants: readonly ImageVariant[], type: string): string {
  return variants
    .filter((variant) => variant.type === type)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ')
}

/** The types among the copies other than the fallback, in the order the browser should try them. */
export function preferredSourceTypes(variants: readonly ImageVariant[]): string[] {
  const types = [...new Set(variants.map((variant) => variant.type))].filter(
    (type) => type !== fallbackVariantType,
  )
  const rank = (type: string) => {
    const index = (imageVariantTypes as readonly string[]).indexOf(type)
    return index === -1 ? imageVariantTypes.length : index
  }
  return types.sort((a, b) => rank(a) - rank(b))
}

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
