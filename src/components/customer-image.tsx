import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { ownImageUrl } from '../lib/own-storage.ts'
import { followableUrl } from '../shared/images.ts'

/**
 * An image whose URL a customer chose (a form answer): shown only when it is in this app's own Storage, so an
 * admin's browser never loads what a stranger picked. Anything else is shown as an outside link.
 */
export function CustomerImage({ url, alt, sx }: { url: string; alt: string; sx?: SxProps<Theme> }) {
  const own = ownImageUrl(url)
  if (own) return <Box component="img" src={own} alt={alt} sx={sx} />
  return <OutsideImageLink url={url} />
}

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
