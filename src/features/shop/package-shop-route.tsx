import { MainWithSidePanel } from '../../components/main-with-side-panel.tsx'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  data,
  Link as RouterLink,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import { PackageCard } from '../../components/catalog/package-card.tsx'
import { ErrorScreen } from '../../components/error-screen.tsx'
import { getSession } from '../../lib/session.ts'
import { CartPanel } from './cart-panel.tsx'
import { loadShopData, type ShopData } from './shop-data.ts'
import { shopSources } from './shop-sources.ts'
import { CardList } from '../../components/card-grid.tsx'

// /package-shop/:menuId?: a menu picker, the menu's package cards with Add, and the cart panel.

export async function loader({ params }: LoaderFunctionArgs): Promise<ShopData> {
  const { user } = await getSession()
  const shop = await loadShopData(shopSources, params['menuId'], user?.uid ?? null)
  if (!shop) throw data('This menu does not exist.', { status: 404, statusText: 'Not Found' })
  return shop
}

export function Component() {
  const shop = useLoaderData<typeof loader>()
  const returnTo = shop.selected ? `/package-shop/${encodeURIComponent(shop.selected.id)}` : '/package-shop'
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Package Shop
      </Typography>
      <MainWithSidePanel panelWidth={320} alignStart>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box component="nav" aria-label="Menus">
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
            >
              {shop.menus.map((menu) => {
                const current = menu.id === shop.selected?.id
                return (
                  <li key={menu.id}>
                    <Chip
                      component={RouterLink}
                      to={`/package-shop/${encodeURIComponent(menu.id)}`}
                      label={menu.title}
                      clickable
                      color={current ? 'primary' : 'default'}
                      variant={current ? 'filled' : 'outlined'}
                      aria-current={current ? 'page' : undefined}
                    />
                  </li>
                )
              })}
            </Stack>
          </Box>
          {shop.selected ? (
            <Box component="section" aria-labelledby="shop-menu-heading">
              <Typography id="shop-menu-heading" variant="h5" component="h2">
                {shop.selected.title}
              </Typography>
              {shop.selected.description && (
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {shop.selected.description}
                </Typography>
              )}
              {shop.packages.length === 0 ? (
                <Typography>There are no packages on this menu yet.</Typography>
              ) : (
                <CardList items={shop.packages} keyOf={(item) => item.id}>
                  {(item) => <PackageCard item={item} redirectTo={returnTo} />}
                </CardList>
              )}
            </Box>
          ) : (
            <Typography>Our menus are being updated. Please check back shortly.</Typography>
          )}
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <CartPanel returnTo={returnTo} />
        </Box>
      </MainWithSidePanel>
    </Box>
  )
}

export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />
}
