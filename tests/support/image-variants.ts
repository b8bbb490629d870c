import { imageVariantTypes, variantWidthsFor } from '../../src/shared/images.ts'
import type { ImageVariants } from '../../src/shared/schemas/image-variants.ts'

/** The URL an upload gives a copy, against the Storage emulator (the layout of functions/src/uploads/store-image.ts). */
export function copyUrl(id: string, width: number, type: string): string {
  const extension = type.replace('image/', '')
  return `http://127.0.0.1:9199/v0/b/demo-saffron-table.appspot.com/o/chefPackageImages%2F${id}-${width}.${extension}?alt=media`
}

/** What a record keeps of an upload of this size: every variant width in AVIF and WebP. */
export function imageVariantsOf(id: string, width = 2400, height = 1600): ImageVariants {
  return {
    width,
    height,
    variants: variantWidthsFor(width).flatMap((variantWidth) =>
      imageVariantTypes.map((type) => ({ type, width: variantWidth, url: copyUrl(id, variantWidth, type) })),
    ),
  }
}
