import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense } from 'react'
import { Await } from 'react-router'
import type { PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import { siteTagline } from '../../shared/seo/page-meta.ts'
import { DownloadList } from './download-list.tsx'
import { IntroMenus } from '../../components/catalog/intro-menus.tsx'
import { PrivatePackages } from '../../components/catalog/private-packages.tsx'
import type { LandingData } from './landing-data.ts'
import { MenuTiles } from './menu-tiles.tsx'
import { PromoCards } from './promo-cards.tsx'
import { TestimonialList } from './testimonial-list.tsx'

/**
 * What the loader returns: everything, or {} when loading failed (the page still renders). The signed-in
 * visitor's private packages arrive after the page has rendered.
 */
export type LandingLoaderData = Partial<LandingData> & {
  privatePackages?: Promise<PackageCardData[]> | PackageCardData[]
}

export function LandingPage({ companyName, data }: { companyName: string; data: LandingLoaderData }) {
  const topCards = data.topCards ?? []
  const downloads = data.downloads ?? []
  const menuTiles = data.menuTiles ?? []
  const introMenus = data.introMenus ?? []
  const testimonials = data.testimonials ?? []
  const empty =
    topCards.length + downloads.length + menuTiles.length + introMenus.length + testimonials.length === 0
  return (
    <Stack spacing={{ xs: 4, md: 5 }} sx={{ py: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          {companyName}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary">
          {siteTagline}
        </Typography>
      </Box>
      {empty && (
        <Typography role="status">Our menus are being updated. Please check back shortly.</Typography>
      )}
      <PromoCards cards={topCards} />
      {data.privatePackages && (
        <Suspense fallback={null}>
          <Await resolve={data.privatePackages}>
            {(packages: PackageCardData[]) => <PrivatePackages packages={packages} />}
          </Await>
        </Suspense>
      )}
      <DownloadList downloads={downloads} />
      <MenuTiles tiles={menuTiles} />
      <IntroMenus menus={introMenus} />
      <TestimonialList testimonials={testimonials} />
    </Stack>
  )
}
