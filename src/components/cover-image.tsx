import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'

/**
 * A picture that fills its box (cropped, never stretched). Width and height are the image's own proportions, given
 * so the page keeps its place while the image loads; `sx` sizes the box.
 */
export function CoverImage({
  src,
  alt,
  width,
  height,
  lazy = false,
  sx,
}: {
  src: string
  alt: string
  width: number
  height: number
  lazy?: boolean
  sx?: SxProps<Theme>
}) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      sx={[{ objectFit: 'cover', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  )
}
