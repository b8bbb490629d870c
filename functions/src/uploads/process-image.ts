import sharp, { type Sharp } from 'sharp'
import { imageSizes, maxImageBytes, sniffImageType, uploadMessages } from '../../../src/shared/images.ts'

/** A user-facing problem with the uploaded file (becomes invalid-argument with this message). */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError'
}

export interface ProcessedImage {
  large: Buffer
  small: Buffer
  width: number
  height: number
}

// About 8,000 x 8,000: enough for any camera, and a cap on decompression bombs (a tiny PNG claiming huge pixels).
const maxInputPixels = 64_000_000

function resize(input: Buffer, longestSide: number): Sharp {
  return sharp(input, { limitInputPixels: maxInputPixels, animated: false })
    .rotate() // applies the EXIF orientation, then the metadata (with any GPS position) is dropped
    .resize({ width: longestSide, height: longestSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
}

/** Checks the bytes (size, magic numbers), then makes the two WebP copies pages show. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejectedError(uploadMessages.empty)
  if (bytes.length > maxImageBytes) throw new ImageRejectedError(uploadMessages.tooLarge)
  if (!sniffImageType(bytes)) throw new ImageRejectedError(uploadMessages.notAnImage)
  try {
    const [large, small] = await Promise.all([
      resize(bytes, imageSizes.large).toBuffer({ resolveWithObject: true }),
      resize(bytes, imageSizes.small).toBuffer(),
    ])
    return { large: large.data, small, width: large.info.width, height: large.info.height }
  } catch (error) {
    // A file with the right first bytes but a broken body (or too many pixels): the user's problem, not ours.
    throw new ImageRejectedError(uploadMessages.unreadable, { cause: error })
  }
}
