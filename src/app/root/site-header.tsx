import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react'
import { Form } from 'react-router'
import type { SessionUser } from '../../lib/session.ts'
import type { MenuLink } from '../../lib/drop-links.ts'
import { HomeLink } from './home-link.tsx'
import { ThemeSwitch } from './theme-switch.tsx'

const loadSiteMenu = () => import('./site-menu.tsx')
// The dropdown (MUI Menu, Popover, Modal) stays out of the first page load; hovering or focusing the button
// fetches it, so it is there by the time the visitor clicks.
const SiteMenu = lazy(async () => ({ default: (await loadSiteMenu()).SiteMenu }))
// The cart link (with the cart's schema, Badge and IconButton) arrives just after the first paint.
const CartLink = lazy(async () => ({ default: (await import('./cart-link.tsx')).CartLink }))

export interface SiteHeaderProps {
  companyName: string
  user: SessionUser | null
  /** Null while the session is still being restored: the Menu button waits and no user area shows. */
  links: MenuLink[] | null
}

export function SiteHeader({ companyName, user, links }: SiteHeaderProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [menuWanted, setMenuWanted] = useState(false)
  const menuId = useId()
  const buttonId = useId()
  const open = anchor !== null
  const close = () => setAnchor(null)
  const prefetchMenu = () => void loadSiteMenu()

  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
        <HomeLink companyName={companyName}>
          <Typography
            component="span"
            variant="h6"
            sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 700 }}
          >
            {companyName}
          </Typography>
        </HomeLink>

        <Box component="nav" aria-label="Main">
          <Button
            id={buttonId}
            color="inherit"
            startIcon={<MenuIcon aria-hidden="true" />}
            // Says what it opens: the signed-in visitor's account links, or the site's links for a guest.
            aria-label={user ? 'Account menu' : 'Site menu'}
            aria-haspopup="true"
            aria-controls={open ? menuId : undefined}
            aria-expanded={open}
            disabled={links === null}
            onPointerEnter={prefetchMenu}
            onFocus={prefetchMenu}
            onClick={(event: MouseEvent<HTMLElement>) => {
              setMenuWanted(true)
              setAnchor(event.currentTarget)
            }}
            sx={{ textTransform: 'none' }}
          >
            {user ? 'Account' : 'Menu'}
          </Button>
          {menuWanted && links && (
            <Suspense fallback={null}>
              <SiteMenu
                id={menuId}
                buttonId={buttonId}
                anchor={anchor}
                onClose={close}
                email={user?.email}
                links={links}
              />
            </Suspense>
          )}
        </Box>

        {/* Holds the link's place, so nothing moves when it arrives. */}
        <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
          <CartLink />
        </Suspense>

        <ThemeSwitch hideLabelOnSmall />

        {user && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {user.email && (
              <Typography
                variant="body2"
                noWrap
                title={user.email}
                sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 240 }}
              >
                {user.email}
              </Typography>
            )}
            <Form method="post" action="/sign-out">
              <Button type="submit" color="inherit" variant="outlined" size="small">
                Sign out
              </Button>
            </Form>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  )
}
