import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { IntroMenus } from '../../components/catalog/intro-menus.tsx'
import { PackageCard } from '../../components/catalog/package-card.tsx'
import { ReorderButton } from '../../components/cart/reorder-button.tsx'
import { GuestOrdersNotice } from '../../components/guest-orders-notice.tsx'
import { PageLink } from '../../components/page-link.tsx'
import type { IntroMenu, PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import { reorderLines } from '../../lib/cart/reorder.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { fulfilmentLine } from '../../shared/fulfilment/describe-fulfilment.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { linkGuestOrders, type GuestOrdersState } from '../../lib/guest-orders.ts'
import { requireUser } from '../../lib/route-user.ts'
import { orderLabel, orderStatesLabel, orderStatesOf } from '../../shared/orders/order-state.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { userStatusTitles, type UserStatus } from '../../shared/schemas/user-profile.ts'
import { dashboardLimits, loadIntroMenus, sectionsFor, selectIntroOffers } from './dashboard-data.ts'
import { dashboardSources } from './dashboard-sources.ts'
import { CardList } from '../../components/card-grid.tsx'
import { TitledSection } from '../../components/titled-section.tsx'

// /user-dashboard (docs/product.md, States and transitions): what the customer sees depends on their status.

type Section<T> = { ok: true; value: T } | { ok: false }

async function section<T>(what: string, load: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, value: await load() }
  } catch (error) {
    // One failed section must not hide the others; the page says that part could not load.
    console.error(`user dashboard: ${what} failed to load`, {
      code: (error as { code?: string } | null)?.code,
    })
    return { ok: false }
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context })
  const profile = await userProfiles.get(user.uid)
  const status: UserStatus = profile?.userStatus ?? 'onBoard'
  const show = sectionsFor(status)
  let guestOrders: GuestOrdersState | null = null
  const [introMenus, introOffers, orders, yourMenus] = await Promise.all([
    show.introMenus ? section('intro menus', () => loadIntroMenus(dashboardSources)) : null,
    show.introOffers
      ? section('intro offers', async () =>
          selectIntroOffers(
            await dashboardSources.introOfferPackages(user.uid, dashboardLimits.introOffers),
            user.uid,
            dashboardLimits.introOffers,
          ),
        )
      : null,
    show.orders
      ? section('orders', async () => {
          // Guest orders of a verified e-mail join the account before the list is read.
          guestOrders = await linkGuestOrders(user.uid)
          return dashboardSources.orders(user.uid, dashboardLimits.orders)
        })
      : null,
    // Menus an admin prepared for this customer; shown to every active status, like the intro menus.
    show.introMenus
      ? section('menus prepared for them', async () =>
          (await dashboardSources.yourMenus(user.uid, dashboardLimits.yourMenus))
            .map(({ id, title }) => ({ id, title: title || 'menu' }))
            .sort((a, b) => a.title.localeCompare(b.title)),
        )
      : null,
  ])
  return {
    firstName: profile?.firstName ?? '',
    status,
    show,
    introMenus,
    introOffers,
    orders,
    guestOrders: guestOrders as GuestOrdersState | null,
    yourMenus,
  }
}

function LoadFailed({ what }: { what: string }) {
  return <Alert severity="warning">We could not load your {what} right now. Please reload the page.</Alert>
}

function IntroOffers({ offers }: { offers: PackageCardData[] }) {
  return (
    <TitledSection headingId="intro-offers-heading" title="Intro Offers">
      {offers.length === 0 ? (
        <Typography>No intro offers right now. Browse the menus below.</Typography>
      ) : (
        <CardList items={offers} keyOf={(item) => item.id}>
          {(item) => <PackageCard item={item} />}
        </CardList>
      )}
    </TitledSection>
  )
}

/** The menus an admin added this customer to, each opening in the shop. Nothing when there are none. */
function YourMenus({ menus }: { menus: { id: string; title: string }[] }) {
  if (menus.length === 0) return null
  return (
    <Box component="section" aria-labelledby="your-menus-heading">
      <Typography id="your-menus-heading" variant="h5" component="h2" gutterBottom>
        Menus Prepared For You
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {menus.map((menu) => (
          <li key={menu.id}>
            <PageLink to={`/package-shop/${encodeURIComponent(menu.id)}`}>{menu.title}</PageLink>
          </li>
        ))}
      </Stack>
    </Box>
  )
}

function OrderList({ orders, guestOrders }: { orders: Order[]; guestOrders: GuestOrdersState | null }) {
  return (
    <Box component="section" aria-labelledby="orders-heading">
      <Typography id="orders-heading" variant="h5" component="h2" gutterBottom>
        Your Orders
      </Typography>
      {guestOrders && !guestOrders.emailVerified && (
        <Box sx={{ mb: 2 }}>
          <GuestOrdersNotice email={guestOrders.email} />
        </Box>
      )}
      {orders.length === 0 ? (
        <Typography>
          No orders yet. <PageLink to="/package-shop">Browse the package shop</PageLink>.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orders.map((order) => (
            <Paper component="li" key={order.id} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0.5, sm: 2 }}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ flex: 1 }}>
                  {order.fulfilment
                    ? fulfilmentLine(order.fulfilment)
                    : formatStamp(order.createdStamp ?? order.stamp)}
                </Typography>
                <Typography sx={{ flex: 1 }}>{orderStatesLabel(orderStatesOf(order))}</Typography>
                <Typography sx={{ flex: 1 }}>{order.cartTotals.totalDisplay || '—'}</Typography>
                <PageLink to={`/order-status/${encodeURIComponent(order.id)}`}>
                  View order{' '}
                  <Box component="span" className="visually-hidden">
                    {orderLabel(order)}
                  </Box>
                </PageLink>
              </Stack>
              <ReorderButton label={orderLabel(order)} lines={reorderLines(order.cartData)} />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  )
}

export function Component() {
  const { firstName, status, show, introMenus, introOffers, orders, guestOrders, yourMenus } =
    useLoaderData<typeof loader>()
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h4" component="h1">
          {firstName ? `Welcome, ${firstName}` : 'Your Dashboard'}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Typography color="text.secondary">Status:</Typography>
          <Chip label={userStatusTitles[status]} size="small" data-testid="user-status" />
        </Stack>
      </Box>
      {status === 'inactive' && (
        <Alert severity="info">
          Your account is inactive, so there is nothing to order here right now. Please contact us if you
          would like to start again.
        </Alert>
      )}
      {show.signUpLink && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            Start with a consultation
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Tell the chef about your household, tastes and kitchen. We will contact you to plan your first
            menu.
          </Typography>
          <Button component={RouterLink} to="/customer-profile" variant="contained">
            Start Consultation Sign Up
          </Button>
        </Paper>
      )}
      {status === 'consultWaitRoom' && (
        <Alert severity="success">
          Thank you for your consultation sign-up. The chef will contact you soon to plan your consultation.
        </Alert>
      )}
      {yourMenus && (yourMenus.ok ? <YourMenus menus={yourMenus.value} /> : <LoadFailed what="menus" />)}
      {introOffers &&
        (introOffers.ok ? <IntroOffers offers={introOffers.value} /> : <LoadFailed what="intro offers" />)}
      {introMenus &&
        (introMenus.ok ? (
          <IntroMenus menus={introMenus.value as IntroMenu[]} />
        ) : (
          <LoadFailed what="menus" />
        ))}
      {orders &&
        (orders.ok ? (
          <OrderList orders={orders.value} guestOrders={guestOrders} />
        ) : (
          <LoadFailed what="orders" />
        ))}
    </Stack>
  )
}
