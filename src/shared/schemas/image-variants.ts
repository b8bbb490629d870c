import { z } from 'zod/mini'

// The resized copies an upload makes of an image, kept on the record beside its plain `image` URL so pages can
// offer the browser a srcset (docs/decisions/0070). Written by the editors from the upload function's answer.

/** At most this many copies per image (5 widths in 2 formats today); firestore.rules cap the list alike. */
export const maxImageVariants = 12

const wholePixels = z.number().check(z.int(), z.positive(), z.maximum(20_000))

export const imageVariantSchema = z.object({
  /** The copy's MIME type (`image/avif`, `image/webp`): a `<source type>` the browser may skip. */
  type: z.string().check(z.regex(/^image\/[a-z0-9.+-]+$/)),
  /** Its width in pixels, the `w` of its srcset candidate. */
  width: wholePixels,
  /** Where it is served; no spaces or commas, so it stands in a srcset as it is. */
  url: z.string().check(z.minLength(1), z.maxLength(2000), z.regex(/^[^\s,]+$/)),
})
export type ImageVariant = z.infer<typeof imageVariantSchema>

export const imageVariantsSchema = z.object({
  /** The uploaded original's size, upright: the `width` and `height` attributes (its aspect ratio). */
  width: wholePixels,
  height: wholePixels,
  variants: z.array(imageVariantSchema).check(z.minLength(1), z.maxLength(maxImageVariants)),
})
export type ImageVariants = z.infer<typeof imageVariantsSchema>

/** The value as stored copies, or undefined when it is anything else (missing, text, a broken record). */
export function asImageVariants(value: unknown): ImageVariants | undefined {
  const result = z.safeParse(imageVariantsSchema, value)
  return result.success ? result.data : undefined
}

/** Stored copies written as JSON (an editor's hidden input); null when there are none or the text is not valid. */
export function imageVariantsFromText(text: unknown): ImageVariants | null {
  if (typeof text !== 'string' || text.trim() === '') return null
  try {
    return asImageVariants(JSON.parse(text)) ?? null
  } catch {
    return null
  }
}
