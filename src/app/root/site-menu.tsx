import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { Link as RouterLink, useLocation } from 'react-router'
import type { MenuLink } from '../../lib/drop-links.ts'

export interface SiteMenuProps {
  id: string
  buttonId: string
  anchor: HTMLElement | null
  onClose: () => void
  email: string | null | undefined
  links: MenuLink[]
}

/** The header's dropdown. Loaded when the visitor first reaches for the Menu button (site-header.tsx). */
export function SiteMenu({ id, buttonId, anchor, onClose, email, links }: SiteMenuProps) {
  const { pathname } = useLocation()
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      disablePortal
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {email && (
        // On phones the header has no room for the e-mail. A disabled item (not a list subheader) keeps the menu's
        // children all menu items, as screen readers expect; keyboard focus skips it.
        <MenuItem disabled divider sx={{ display: { sm: 'none' }, '&.Mui-disabled': { opacity: 1 } }}>
          Signed in as {email}
        </MenuItem>
      )}
      {links.map((entry) => (
        <MenuItem
          key={entry.link}
          component={RouterLink}
          to={entry.link}
          onClick={onClose}
          selected={pathname === entry.link}
          aria-current={pathname === entry.link ? 'page' : undefined}
        >
          {entry.title}
        </MenuItem>
      ))}
    </Menu>
  )
}
