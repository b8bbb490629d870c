import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useId, useState, type MouseEvent } from 'react'
import { Form, Link as RouterLink, useLocation } from 'react-router-dom'
import type { SessionUser } from '../../lib/session.ts'
import type { MenuLink } from '../drop-links.ts'
import { ThemeSwitch } from './theme-switch.tsx'

export interface SiteHeaderProps {
  companyName: string
  user: SessionUser | null
  links: MenuLink[]
}

export function SiteHeader({ companyName, user, links }: SiteHeaderProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const buttonId = useId()
  const { pathname } = useLocation()
  const open = anchor !== null
  const close = () => setAnchor(null)

  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          aria-label={`${companyName}, home`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
        >
          <img src="/logo.svg" alt="" width={40} height={40} />
          <Typography
            component="span"
            variant="h6"
            sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 700 }}
          >
            {companyName}
          </Typography>
        </Link>

        <Box component="nav" aria-label="Main">
          <Button
            id={buttonId}
            color="inherit"
            startIcon={<MenuIcon aria-hidden="true" />}
            aria-haspopup="true"
            aria-controls={open ? menuId : undefined}
            aria-expanded={open}
            onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          >
            Menu
          </Button>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={open}
            onClose={close}
            disablePortal
            slotProps={{ list: { 'aria-labelledby': buttonId } }}
          >
            {user?.email && (
              <ListSubheader sx={{ display: { sm: 'none' }, lineHeight: 2.5 }}>
                Signed in as {user.email}
              </ListSubheader>
            )}
            {links.map((entry) => (
              <MenuItem
                key={entry.link}
                component={RouterLink}
                to={entry.link}
                onClick={close}
                selected={pathname === entry.link}
                aria-current={pathname === entry.link ? 'page' : undefined}
              >
                {entry.title}
              </MenuItem>
            ))}
          </Menu>
        </Box>

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
