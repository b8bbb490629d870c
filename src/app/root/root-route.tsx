import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import { lazy, Suspense, useEffect, useRef } from 'react'
import {
  Await,
  Outlet,
  useFetchers,
  useLoaderData,
  useMatches,
  useNavigation,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router'
import { env } from '../../env.ts'
import { catalogReadsOf, isServerRender } from '../../lib/render-context.ts'
import type { PublicCatalogReads } from '../../shared/public-catalog-reads.ts'
import { getSession, onSessionChange, type SessionUser } from '../../lib/session.ts'
import { landingConfigKeys } from '../../shared/schemas/content-config.ts'
import { computeMenuLinks, type MenuLink } from '../../lib/drop-links.ts'
import type { RouteHandle } from '../route-catalog.ts'
import { CartFeedback } from './cart-feedback.tsx'
import { toContactLinks, type ContactLink } from '../../components/contact-links.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

const companyName = env.VITE_COMPANY_NAME

/** The footer's contact links; a failure is logged and the footer shows none. */
export async function loadContactLinks(
  reads: Pick<PublicCatalogReads, 'contentConfig'>,
): Promise<ContactLink[]> {
  try {
    const config = await reads.contentConfig(landingConfigKeys.contactLinks)
    return toContactLinks(config?.contentBlocks ?? [])
  } catch (error) {
    console.error('root loader: contact links failed to load', {
      collection: 'contentConfigs',
      configKey: landingConfigKeys.contactLinks,
      code: (error as { code?: string } | null)?.code,
      name: (error as Error | null)?.name,
    })
    return []
  }
}

export interface HeaderSession {
  user: SessionUser | null
  menuLinks: MenuLink[]
}

/** The header's user and dropdown; a session that cannot be restored is logged and shown as a guest's. */
export async function loadHeaderSession(): Promise<HeaderSession> {
  let user: SessionUser | null = null
  try {
    user = (await getSession()).user
  } catch (error) {
    console.error('root loader: the session could not be restored', { name: (error as Error | null)?.name })
  }
  return { user, menuLinks: computeMenuLinks(user) }
}

const NavigationOverlay = lazy(async () => ({
  default: (await import('../../components/navigation-overlay.tsx')).NavigationOverlay,
}))

/** What the server renders for every visitor: a guest's header. */
const guestHeader: HeaderSession = { user: null, menuLinks: computeMenuLinks(null) }

export async function loader({ context }: Pick<LoaderFunctionArgs, 'context'>) {
  const reads = catalogReadsOf(context)
  // The server renders for anonymous visitors and hands the browser finished data; the browser's own session
  // then reloads the page's data if someone is signed in (useRevalidateOnUserChange below).
  if (isServerRender(context))
    return { headerSession: guestHeader, contactLinks: await loadContactLinks(reads) }
  return {
    // Neither is awaited, so the page renders without waiting for the Auth SDK or Firestore: the header fills in
    // once Auth has restored the session, the footer once Firestore answers (docs/decisions/0013).
    headerSession: loadHeaderSession(),
    contactLinks: loadContactLinks(reads),
  }
}

const CatalogPageHead = lazy(async () => ({
  default: (await import('./catalog-page-head.tsx')).CatalogPageHead,
}))

/**
 * The head tags of every page that does not render its own (docs/decisions/0075): the indexed pages render theirs,
 * in their component and their error boundary. Loaded on first use, off the landing page's first load.
 */
function DefaultPageHead() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined
  if (!handle || handle.flags.indexed) return null
  return (
    <Suspense fallback={null}>
      <CatalogPageHead title={handle.title} />
    </Suspense>
  )
}

// Sign-in, sign-out or expiry elsewhere (another tab, token refresh failure) reloads the header and re-runs
// the guards through a revalidation. Not while a form is being submitted: a sign-up changes the user before its
// profile exists, and the action's own redirect (or the revalidation after it) reads the session once it is done.
function useRevalidateOnUserChange(uid: string | null): void {
  const { revalidate } = useRevalidator()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const submitting = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  const submittingNow = useRef(submitting)
  useEffect(() => {
    submittingNow.current = submitting
  }, [submitting])
  // Re-subscribes when the loader's user changes; the listener's first call reports the current user (no-op).
  useEffect(
    () =>
      onSessionChange((changedUid) => {
        if (changedUid !== uid && !submittingNow.current) void revalidate()
      }),
    [uid, revalidate],
  )
}

function SkipLink() {
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  )
}

function SessionHeader({ session }: { session: HeaderSession }) {
  useRevalidateOnUserChange(session.user?.uid ?? null)
  return <SiteHeader companyName={companyName} user={session.user} links={session.menuLinks} />
}

export function Component() {
  const { headerSession, contactLinks } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <DefaultPageHead />
      <SkipLink />
      <Suspense fallback={<SiteHeader companyName={companyName} user={null} links={null} />}>
        <Await resolve={headerSession}>
          {(session: HeaderSession) => <SessionHeader session={session} />}
        </Await>
      </Suspense>
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="lg"
        aria-busy={busy}
        sx={{ flex: 1, py: 3 }}
      >
        <Outlet />
      </Container>
      <SiteFooter contactLinks={contactLinks} />
      <CartFeedback />
      {/* Its code arrives just after the first paint, long before the first navigation. */}
      <Suspense fallback={null}>
        <NavigationOverlay open={busy} />
      </Suspense>
    </Box>
  )
}
