import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import type { DownloadView } from './landing-data.ts'
import { TitledSection } from '../../components/titled-section.tsx'

const thumbSize = 56

/** `maxColumns` as on PromoCards: three on the landing page, two in the settings page's preview. */
export function DownloadList({
  downloads,
  maxColumns = 3,
}: {
  downloads: readonly DownloadView[]
  maxColumns?: 2 | 3
}) {
  if (downloads.length === 0) return null
  return (
    <TitledSection headingId="landing-downloads-heading" title="Click To Download">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', md: `repeat(${maxColumns}, minmax(0, 1fr))` },
        }}
      >
        {downloads.map((item) => (
          <li key={item.id}>
            <Link
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
              underline="hover"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                height: '100%',
                px: 2,
                py: 1,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              {item.image && (
                // The link text names the file, so the thumbnail is decorative (empty alt, not read twice).
                <ResponsiveImage
                  src={item.image}
                  variants={item.imageVariants}
                  alt=""
                  sizes={`${thumbSize}px`}
                  width={thumbSize}
                  height={thumbSize}
                  sx={{
                    width: thumbSize,
                    height: thumbSize,
                    objectFit: 'cover',
                    borderRadius: 1,
                    flexShrink: 0,
                  }}
                />
              )}
              <Typography component="span">{item.title}</Typography>
              <Box component="span" className="visually-hidden">
                (opens in a new tab)
              </Box>
            </Link>
          </li>
        ))}
      </Box>
    </TitledSection>
  )
}
