import Box from '@mui/material/Box'
import { preload } from 'react-dom'
import type { SxProps, Theme } from '@mui/material/styles'
import { fallbackVariantType, preferredSourceTypes, srcSetOf, variantsOfImage } from '../shared/images.ts'
import type { ImageVariants } from '../shared/schemas/image-variants.ts'

export interface ResponsiveImageProps {
  /** The record's plain image URL: all that is shown when the image has no stored copies. */
  src: string
  /** The resized copies kept with the record (docs/decisions/0070); ignored unless they belong to `src`. */
  variants?: ImageVariants | null | undefined
  alt: string
  /** How wide the image is shown, as the `sizes` attribute (e.g. '300px', '(min-width: 600px) 340px, 100vw'). */
  sizes: string
  /** The box the page reserves when the image's own size is unknown (older records, site paths, other sites). */
  width: number
  height: number
  /** The page's main image above the fold (its LCP element): fetched first, never lazily. */
  priority?: boolean
  sx?: SxProps<Theme>
}

/**
 * Every uploaded image a page shows. With stored copies: a srcset of the WebP copies (and an AVIF `<source>`) with
 * `sizes`, and the original's width and height, so the browser fetches what fits and keeps the image's place while
 * it loads. Without: the plain URL in the box the page gives. Only the `priority` image loads eagerly with high
 * fetch priority; every other one waits until it is near the screen and decodes off the main thread.
 * Renders from its props alone (no window, no generated ids), so server and browser output are the same.
 */
export function ResponsiveImage({
  src,
  variants,
  alt,
  sizes,
  width,
  height,
  priority = false,
  sx,
}: ResponsiveImageProps) {
  const copies = variantsOfImage(src, variants)
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const)
  const srcSet = copies ? srcSetOf(copies.variants, fallbackVariantType) : ''
  const image = (
    <Box
      component="img"
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={copies?.width ?? width}
      height={copies?.height ?? height}
      {...loading}
      sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  )
  const sourceTypes = copies ? preferredSourceTypes(copies.variants) : []
  if (!copies || sourceTypes.length === 0) return image
  // React preloads a lone eager <img> itself, not one inside <picture>: hint the first format the browser would
  // pick, so a server-rendered page asks for it from its head, before the scripts.
  if (priority) {
    const [first] = sourceTypes
    preload(src, {
      as: 'image',
      imageSrcSet: srcSetOf(copies.variants, first!),
      imageSizes: sizes,
      type: first,
      fetchPriority: 'high',
    })
  }
  return (
    // display: contents lets the page's styles size the img as if the picture element were not there.
    <Box component="picture" sx={{ display: 'contents' }}>
      {sourceTypes.map((type) => (
        <source key={type} type={type} srcSet={srcSetOf(copies.variants, type)} sizes={sizes} />
      ))}
      {image}
    </Box>
  )
}
