import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import { useEffect } from 'react'
import { Outlet, useLoaderData, useMatches, useNavigation, useRevalidator } from 'react-router-dom'
import { NavigationOverlay } from '../../components/navigation-overlay.tsx'
import { env } from '../../env.ts'
import { contentConfigs } from '../../lib/data/content-configs.ts'
import { getSession, onSessionChange } from '../../lib/session.ts'
import { landingConfigKeys } from '../../shared/schemas/content-config.ts'
import { computeMenuLinks } from '../drop-links.ts'
import { appRoutes } from '../route-table.tsx'
import { toContactLinks, type ContactLink } from './contact-links.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

const companyName = env.VITE_COMPANY_NAME

/** Spec section 8: the root loader logs a failure and goes on with nothing. */
export async function loadContactLinks(): Promise<ContactLink[]> {
  try {
    const config = await contentConfigs.getByConfigKey(landingConfigKeys.contactLinks)
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

export async function loader() {
  const { user } = await getSession()
  return {
    user,
    menuLinks: computeMenuLinks(appRoutes, user),
    // Not awaited: the shell renders at once and the footer fills in when Firestore answers.
    contactLinks: loadContactLinks(),
  }
}

function usePageTitle(): void {
  const matches = useMatches()
  const handle = matches.at(-1)?.handle as { title?: string } | undefined
  const title = handle?.title
  useEffect(() => {
    document.title = title && title !== 'Home' ? `${title} · ${companyName}` : companyName
  }, [title])
}

// Sign-in, sign-out or expiry elsewhere (another tab, token refresh failure) reloads the header and re-runs
// the guards through a revalidation.
function useRevalidateOnUserChange(uid: string | null): void {
  const { revalidate } = useRevalidator()
  // Re-subscribes when the loader's user changes; the listener's first call reports the current user (no-op).
  useEffect(
    () =>
      onSessionChange((changedUid) => {
        if (changedUid !== uid) void revalidate()
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

export function Component() {
  const { user, menuLinks, contactLinks } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  usePageTitle()
  useRevalidateOnUserChange(user?.uid ?? null)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <SiteHeader companyName={companyName} user={user} links={menuLinks} />
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
      <NavigationOverlay open={busy} />
    </Box>
  )
}
