import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import { landingOffers } from '../../lib/data/landing-offers.ts'
import { formatPrice } from '../../shared/money.ts'
import type { LandingOffer } from '../../shared/schemas/landing-offer.ts'
import { errorCode, PageTitle } from './account-ui.tsx'

// /landing-offer-checkout/:landingOffersId? (signed in): the offer and how to take it up. Offers are not cart
// packages (the server prices orders from chefPackages), so the page leads to the shop and to the contact options
// rather than charging an offer price it cannot verify. Without an id it lists the current offers.

interface LoaderData {
  offer: LandingOffer | null
  offers: LandingOffer[]
  problem?: string
}

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const id = params['landingOffersId']
  try {
    if (id) {
      const offer = await landingOffers.get(id)
      return offer
        ? { offer, offers: [] }
        : { offer: null, offers: [], problem: 'This offer is no longer available.' }
    }
    return { offer: null, offers: await landingOffers.query({ limit: 50 }) }
  } catch (error) {
    console.error('landing offer checkout: could not load', {
      collection: 'landingOffers',
      code: errorCode(error),
    })
    return { offer: null, offers: [], problem: 'The offer could not be loaded. Please reload the page.' }
  }
}

export function Component() {
  const { offer, offers, problem } = useLoaderData<typeof loader>()
  return (
    <Box sx={{ maxWidth: 800 }}>
      <PageTitle>{offer ? offer.title : 'Offers'}</PageTitle>
      {problem && <Typography color="error">{problem}</Typography>}
      {offer && (
        <Card variant="outlined">
          {offer.image && (
            <ResponsiveImage
              src={offer.image}
              variants={offer.imageVariants}
              alt=""
              sizes="(min-width: 848px) 800px, calc(100vw - 32px)"
              width={800}
              height={360}
              sx={{ width: '100%', height: 'auto', maxHeight: 360, objectFit: 'cover' }}
            />
          )}
          <CardContent>
            <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 600 }}>
              {formatPrice(offer.price)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', my: 2 }}>{offer.description}</Typography>
            <Typography sx={{ mb: 2 }}>
              To book this offer, choose the packages you would like in the shop and mention the offer in your
              order notes, or reach us through the contact links at the bottom of the page.
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" component={RouterLink} to="/package-shop">
                Order from the shop
              </Button>
              <Button
                variant="outlined"
                onClick={() => document.querySelector('footer')?.scrollIntoView({ behavior: 'smooth' })}
              >
                Contact us
              </Button>
            </Box>
          </CardContent>
        </Card>
      )}
      {!offer && !problem && offers.length === 0 && <Typography>There are no offers right now.</Typography>}
      {!offer && offers.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5 }}>
          {offers.map((item) => (
            <li key={item.id}>
              <PageLink to={`/landing-offer-checkout/${encodeURIComponent(item.id)}`}>
                {item.title || 'Offer'}
              </PageLink>{' '}
              {formatPrice(item.price)}
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
