import { MainWithSidePanel } from '../../components/main-with-side-panel.tsx'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { redirect, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router'
import { PackageCard } from '../../components/catalog/package-card.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { site } from '../../lib/site.ts'
import { shopPageMeta } from '../../shared/seo/catalog-meta.ts'
import { packageShopPath } from '../../shared/seo/indexed-page-meta.ts'
import { catalogReadsOf, isServerRender, viewerOf } from '../../lib/render-context.ts'
import type { PublicCatalogReads } from '../../shared/public-catalog-reads.ts'
import type { Allergen } from '../../shared/food/allergens.ts'
import type { PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import { allergensFor } from '../../shared/food/allergens.ts'
import type { FoodSettings } from '../../shared/schemas/food-settings.ts'
import { FoodNotice } from '../../components/catalog/food-notice.tsx'
import { CartPanel } from './cart-panel.tsx'
import { loadShopData, type ShopData } from './shop-data.ts'
import { ShopFilterForm } from './shop-filter-form.tsx'
import {
  filterSearch,
  hasFilters,
  matchesFilters,
  readShopFilters,
  tidyShopAddress,
  type ReadFilters,
} from './shop-filters.ts'
import { shopSourcesFrom, viewerAllergiesOf } from './shop-sources.ts'
import { CardList } from '../../components/card-grid.tsx'
import { notFound } from '../../lib/not-found.ts'

// /package-shop/:menuId?: the filters (the menu among them, all in the URL), the package cards of the chosen menu or of
// every menu, with Add, and the cart panel.

interface ShopPageData extends ShopData {
  /** How many packages the menu (or every menu) has before filtering. */
  menuPackageCount: number
  filters: ReadFilters
  /** Why no package can be had on the chosen date (closed, passed). */
  dateMessage?: string
  foodSettings: FoodSettings
  /** The signed-in customer's allergies, marked on the cards. */
  avoids: Allergen[]
}

/** The packages that can be had on the filter's date, by the server's calendar; a failed check is said by the date. */
async function availableOnDate(
  reads: PublicCatalogReads,
  packages: PackageCardData[],
  read: ReadFilters,
): Promise<{ packages: PackageCardData[]; read: ReadFilters; dateMessage?: string }> {
  const date = read.filters.date
  if (!date || packages.length === 0) return { packages, read }
  const answer = await reads.packagesAvailableOn(
    date,
    packages.map((item) => item.id),
  )
  if (!answer.ok)
    return { packages, read: { ...read, fieldErrors: { ...read.fieldErrors, date: answer.problem } } }
  const available = new Set(answer.available)
  return {
    packages: packages.filter((item) => available.has(item.id)),
    read,
    dateMessage: answer.message,
  }
}

export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<ShopPageData> {
  const url = new URL(request.url)
  const tidy = tidyShopAddress(url.pathname, url.searchParams)
  if (tidy !== null) throw redirect(tidy)
  const read = readShopFilters(url.searchParams)
  const reads = catalogReadsOf(context)
  const [user, foodSettings] = await Promise.all([viewerOf(context), reads.foodSettings()])
  const [shop, avoids] = await Promise.all([
    loadShopData(shopSourcesFrom(reads, !isServerRender(context)), params['menuId'], user?.uid ?? null),
    viewerAllergiesOf(user?.uid ?? null),
  ])
  if (!shop) throw notFound('This menu does not exist.')
  const matching = shop.packages.filter((item) => matchesFilters(item, read.filters))
  const dated = await availableOnDate(reads, matching, read)
  return {
    ...shop,
    packages: dated.packages,
    menuPackageCount: shop.packages.length,
    filters: dated.read,
    dateMessage: dated.dateMessage,
    foodSettings,
    avoids,
  }
}

export function Component() {
  const shop = useLoaderData<typeof loader>()
  const location = useLocation()
  const { menuId } = useParams()
  const menuPath = packageShopPath(shop.selected?.id)
  const search = filterSearch(shop.filters.filters)
  const returnTo = `${menuPath}${search}`
  const filtered = hasFilters(shop.filters.filters)
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <PageHead meta={shopPageMeta(site, shop, menuId)} />
      <Typography variant="h4" component="h1" gutterBottom>
        Package Shop
      </Typography>
      <MainWithSidePanel panelWidth={320} alignStart>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <ShopFilterForm
            // A new form for each filtered URL: its fields start from what that URL says.
            key={`${location.pathname}${location.search}`}
            clearTo={menuPath}
            menus={shop.menus}
            menuId={shop.selected?.id}
            read={shop.filters}
            offeredAllergens={allergensFor(shop.foodSettings.allergenRegime)}
          />
          <Box component="section" aria-labelledby="shop-menu-heading">
            <Typography id="shop-menu-heading" variant="h5" component="h2">
              {shop.selected ? shop.selected.title : 'All menus'}
            </Typography>
            {shop.selected?.description && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {shop.selected.description}
              </Typography>
            )}
            {filtered && shop.menuPackageCount > 0 && (
              <Typography role="status" sx={{ mb: 1 }} data-testid="shop-match-count">
                {shop.packages.length} of {shop.menuPackageCount}{' '}
                {shop.menuPackageCount === 1 ? 'package matches' : 'packages match'} your filters.
                {shop.dateMessage ? ` ${shop.dateMessage}` : ''}
              </Typography>
            )}
            {shop.menuPackageCount === 0 ? (
              <Typography>
                {shop.selected
                  ? 'There are no packages on this menu yet.'
                  : 'Our menus are being updated. Please check back shortly.'}
              </Typography>
            ) : shop.packages.length === 0 ? (
              <Typography>
                {shop.selected ? 'No package on this menu matches.' : 'No package matches.'} Try another menu
                or <PageLink to={menuPath}>clear the filters</PageLink>.
              </Typography>
            ) : (
              <CardList items={shop.packages} keyOf={(item) => item.id}>
                {(item) => <PackageCard item={item} redirectTo={returnTo} avoids={shop.avoids} />}
              </CardList>
            )}
            <FoodNotice notice={shop.foodSettings.mayContainNotice} />
          </Box>
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <CartPanel returnTo={returnTo} avoids={shop.avoids} />
        </Box>
      </MainWithSidePanel>
    </Box>
  )
}

export { IndexedPageErrorBoundary as ErrorBoundary } from '../../components/indexed-page-error-boundary.tsx'
