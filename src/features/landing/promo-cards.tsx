import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import type { LandingCardView } from './landing-data.ts'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import { isLocalPath } from '../../shared/local-path.ts'

// docs/product.md, Constants and limits: landing card height 300.
export const landingCardHeight = 300
const imageHeight = 110
// The cards' width: one column on a phone, two from sm, three from md, in the lg container (1200 px, 24 px padding,
// 16 px gaps).
const cardImageSizes =
  '(min-width: 1200px) 374px, (min-width: 900px) calc((100vw - 80px) / 3), (min-width: 600px) calc((100vw - 64px) / 2), calc(100vw - 32px)'

const clampLines = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

/** Internal paths go through the router; anything else is an outside link opened in a new tab. */
export function isInternalLink(link: string): boolean {
  return isLocalPath(link)
}

function CardLinkButton({ card }: { card: LandingCardView }) {
  const label = card.actionLine || 'Learn more'
  if (isInternalLink(card.link)) {
    return (
      <Button component={RouterLink} to={card.link} size="small" variant="contained">
        {label}
      </Button>
    )
  }
  return (
    <Button href={card.link} target="_blank" rel="noopener noreferrer" size="small" variant="contained">
      {label}
    </Button>
  )
}

/** `priority`: the first card's picture is the landing page's largest element above the fold (its LCP). */
function PromoCard({ card, priority }: { card: LandingCardView; priority: boolean }) {
  return (
    <Card component="article" sx={{ height: landingCardHeight, display: 'flex', flexDirection: 'column' }}>
      {card.image && (
        <ResponsiveImage
          src={card.image}
          variants={card.imageVariants}
          alt={card.title}
          sizes={cardImageSizes}
          width={640}
          height={imageHeight}
          priority={priority}
          sx={{ width: '100%', height: imageHeight, flexShrink: 0, objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1, minHeight: 0, overflow: 'hidden', py: 1, '&:last-child': { pb: 1 } }}>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, ...clampLines(1) }}>
          {card.title}
        </Typography>
        <Typography variant="body2" sx={clampLines(2)}>
          {card.summary}
        </Typography>
        {card.summaryPunch && (
          <Typography variant="subtitle2" color="primary" sx={clampLines(1)}>
            {card.summaryPunch}
          </Typography>
        )}
        {card.discloser && (
          <Typography variant="caption" color="text.secondary" component="p" sx={clampLines(2)}>
            {card.discloser}
          </Typography>
        )}
      </CardContent>
      {card.link && (
        <CardActions sx={{ pt: 0, flexShrink: 0 }}>
          <CardLinkButton card={card} />
        </CardActions>
      )}
    </Card>
  )
}

/**
 * `maxColumns`: the landing page uses three; the settings page's preview, half a page wide, two, so its cards keep
 * about the width (and the clamped lines) they have on the page.
 */
export function PromoCards({
  cards,
  maxColumns = 3,
}: {
  cards: readonly LandingCardView[]
  maxColumns?: 2 | 3
}) {
  if (cards.length === 0) return null
  const leadImage = cards.findIndex((card) => card.image !== '')
  return (
    <Box component="section" aria-labelledby="landing-offers-heading">
      <Typography id="landing-offers-heading" component="h2" className="visually-hidden">
        Featured offers
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: `repeat(${maxColumns}, minmax(0, 1fr))`,
          },
        }}
      >
        {cards.map((card, index) => (
          <PromoCard key={card.id} card={card} priority={index === leadImage} />
        ))}
      </Box>
    </Box>
  )
}
