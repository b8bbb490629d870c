import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { ownImageUrl } from '../lib/own-storage.ts'
import { followableUrl } from '../shared/images.ts'
import { ResponsiveImage } from './responsive-image.tsx'

/**
 * An image whose URL a customer chose (a form answer): shown only when it is in this app's own Storage, so an
 * admin's browser never loads what a stranger picked. Anything else is shown as an outside link. Answers keep the
 * URL alone, so the photo, of a shape nobody knows before it loads, is shown whole in a 4:3 box.
 */
export function CustomerImage({ url, alt, sx }: { url: string; alt: string; sx?: SxProps<Theme> }) {
  const own = ownImageUrl(url)
  if (own) {
    return (
      <ResponsiveImage
        src={own}
        alt={alt}
        sizes={`${answerImageWidth}px`}
        width={answerImageWidth}
        height={answerImageHeight}
        sx={[
          {
            width: answerImageWidth,
            maxWidth: '100%',
            height: 'auto',
            aspectRatio: '4 / 3',
            objectFit: 'contain',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    )
  }
  return <OutsideImageLink url={url} />
}

const answerImageWidth = 320
const answerImageHeight = 240

/**
 * An image URL that is not ours, as words: an http(s) address as a link that tells the other site nothing (no
 * referrer, no opener, no ranking), anything else (data:, javascript:, junk) as plain text that does nothing.
 */
export function OutsideImageLink({ url }: { url: string }) {
  const href = followableUrl(url)
  return (
    <Typography variant="body2" component="span" sx={{ wordBreak: 'break-all' }} data-testid="outside-image">
      Image from another site, not shown:{' '}
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
          {url.trim()}
        </Link>
      ) : (
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {url.trim()}
        </Box>
      )}
    </Typography>
  )
}
