import type { Storage } from 'firebase-admin/storage'
import { defaultVariant, imageFolder, storageObjectUrl } from '../../../src/shared/images.ts'
import type { ImageVariants } from '../../../src/shared/schemas/image-variants.ts'
import type { ProcessedImage, ProcessedVariant } from './process-image.ts'

/**
 * Flat names directly under chefPackageImages/ (storage.rules match one path segment there): the upload's id, the
 * copy's width and its format. An id is never given twice, so a name always means the same bytes.
 */
export function variantPath(id: string, variant: Pick<ProcessedVariant, 'width' | 'type'>): string {
  return `${imageFolder}/${id}-${variant.width}.${variant.type.replace('image/', '')}`
}

type Bucket = ReturnType<Storage['bucket']>
type StorageFile = ReturnType<Bucket['file']>

/**
 * Writes an object under a name nobody has used. "Only if no object has this name yet" makes the write safe to
 * repeat, so the storage client retries it when the connection drops or storage answers 5xx instead of failing
 * the whole upload. A refusal of that condition means an earlier attempt did land (the name is new), so it counts
 * as written.
 */
export async function saveOnce(
  file: Pick<StorageFile, 'save'>,
  data: Buffer,
  options: Omit<NonNullable<Parameters<StorageFile['save']>[1]>, 'preconditionOpts'>,
): Promise<void> {
  try {
    await file.save(data, { ...options, preconditionOpts: { ifGenerationMatch: 0 } })
  } catch (error) {
    if ((error as { code?: unknown }).code === 412) return
    throw error
  }
}

export interface StoredImage {
  /** What the record's plain `image` holds: the default WebP copy. */
  url: string
  imageVariants: ImageVariants
}

/**
 * Writes every copy of a processed image beside the others and answers what a record keeps of them. The copies
 * share one download token (production URLs carry it) and may be cached for a year.
 */
export async function storeImage(
  bucket: Bucket,
  image: ProcessedImage,
  options: { id: string; token: string; metadata: Record<string, string>; emulatorHost?: string | undefined },
): Promise<StoredImage> {
  const variants = await Promise.all(
    image.variants.map(async (variant) => {
      const path = variantPath(options.id, variant)
      await saveOnce(bucket.file(path), variant.data, {
        resumable: false,
        contentType: variant.type,
        metadata: {
          // Names are never reused, so browsers and CDNs may keep a copy for a year.
          cacheControl: 'public, max-age=31536000, immutable',
          metadata: { ...options.metadata, firebaseStorageDownloadTokens: options.token },
        },
      })
      const url = storageObjectUrl({
        bucket: bucket.name,
        path,
        token: options.token,
        emulatorHost: options.emulatorHost,
      })
      return { type: variant.type, width: variant.width, url }
    }),
  )
  const fallback = defaultVariant(variants)
  if (!fallback) throw new Error('An image was stored without a WebP copy.')
  return { url: fallback.url, imageVariants: { width: image.width, height: image.height, variants } }
}
