import sharp, { type Sharp } from 'sharp'
import {
  imageVariantTypes,
  maxImageBytes,
  sniffImageType,
  uploadMessages,
  variantWidthsFor,
} from '../../../src/shared/images.ts'

/** A user-facing problem with the uploaded file (becomes invalid-argument with this message). */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError'
}

/** One resized copy, ready to store. */
export interface ProcessedVariant {
  type: (typeof imageVariantTypes)[number]
  width: number
  height: number
  data: Buffer
}

export interface ProcessedImage {
  /** The original's size, upright (EXIF orientation applied). */
  width: number
  height: number
  /** Every width of variantWidthsFor, in AVIF and in WebP, narrowest first. */
  variants: ProcessedVariant[]
}

// About 8,000 x 8,000: enough for any camera, and a cap on decompression bombs (a tiny PNG claiming huge pixels).
const maxInputPixels = 64_000_000

// Encoder settings measured on this stack's sharp (docs/decisions/0070): WebP at quality 80 costs about 0.35 s for
// all five widths of a photo; AVIF at quality 50 and effort 2 about 1 s more and comes out 35-50 % smaller. AVIF's
// default effort 4 took 9 s for the same widths, far too long for an upload the admin waits for.
const encoders = {
  'image/avif': (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  'image/webp': (image: Sharp) => image.webp({ quality: 80 }),
} satisfies Record<ProcessedVariant['type'], (image: Sharp) => Sharp>

/**
 * Checks the bytes (size, magic numbers), then makes the copies pages show: each variant width in AVIF and WebP.
 * The original is decoded once (upright, at most as wide as the widest copy); the camera metadata, GPS position
 * included, is never written to a copy.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejectedError(uploadMessages.empty)
  if (bytes.length > maxImageBytes) throw new ImageRejectedError(uploadMessages.tooLarge)
  if (!sniffImageType(bytes)) throw new ImageRejectedError(uploadMessages.notAnImage)
  try {
    // autoOrient applies the EXIF orientation before anything else, so every size below is upright.
    const original = sharp(bytes, { limitInputPixels: maxInputPixels, animated: false, autoOrient: true })
    const { width, height } = (await original.metadata()).autoOrient
    const widths = variantWidthsFor(width)
    const widest = widths[widths.length - 1]!
    // Decoded and shrunk once; every copy is resized from these pixels.
    const { data, info } = await original
      .clone()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { width: info.width, height: info.height, channels: info.channels }
    const variants: ProcessedVariant[] = []
    for (const variantWidth of widths) {
      for (const type of imageVariantTypes) {
        const resized = sharp(data, { raw }).resize({ width: variantWidth })
        const output = await encoders[type](resized).toBuffer({ resolveWithObject: true })
        variants.push({
          type,
          width: output.info.width,
          height: output.info.height,
          data: output.data,
        })
      }
    }
    return { width, height, variants }
  } catch (error) {
    // A file with the right first bytes but a broken body (or too many pixels): the user's problem, not ours.
    throw new ImageRejectedError(uploadMessages.unreadable, { cause: error })
  }
}
