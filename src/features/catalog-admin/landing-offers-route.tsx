import { listOrProblem } from '../../lib/data/list-or-problem.ts'
import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLoaderData } from 'react-router'
import { landingOffers } from '../../lib/data/landing-offers.ts'
import type { LandingOffer } from '../../shared/schemas/landing-offer.ts'
import { newestFirst } from './catalog-forms.ts'
import { CatalogCards, LoadProblem, PageHeading } from './catalog-ui.tsx'

// /landing-offers (admin): a 'New' card to /landing-offer, then one card per offer.
// The original app's POST here ("updates the offer") is served by the editor's own action instead.
interface LoaderData {
  offers: LandingOffer[]
  problem?: string
}

export async function loader(): Promise<LoaderData> {
  const { items, problem } = await listOrProblem(
    async () => newestFirst(await landingOffers.query({ limit: 500 })),
    {
      page: 'landing offers',
      collection: 'landingOffers',
      problem: 'The offers could not be loaded. Please reload the page.',
    },
  )
  return { offers: items, problem }
}

export function Component() {
  const { offers, problem } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeading title="Landing Offers" />
      <LoadProblem message={problem} />
      <CatalogCards
        items={offers}
        editRoute="/landing-offer"
        collection="landingOffers"
        listPath="/landing-offers"
        card={(offer) => ({ title: offer.title || '(untitled offer)', price: offer.price })}
      >
        <li>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to="/landing-offer"
              sx={{ height: '100%', minHeight: 200 }}
            >
              <CardContent sx={{ display: 'grid', placeItems: 'center', gap: 1 }}>
                <AddIcon fontSize="large" />
                <Typography variant="h6" component="h2">
                  New
                </Typography>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Create a landing offer
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      </CatalogCards>
    </>
  )
}
