import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { PageLink } from '../../components/page-link.tsx'

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1" gutterBottom>
      {children}
    </Typography>
  )
}

export function LinkList({ links }: { links: readonly { to: string; label: string; note?: string }[] }) {
  return (
    <Box component="ul" sx={{ pl: 2.5 }}>
      {links.map((link) => (
        <Box component="li" key={`${link.to} ${link.label}`} sx={{ mb: 1 }}>
          <PageLink to={link.to}>{link.label}</PageLink>
          {link.note && (
            <Typography component="span" color="text.secondary">
              {` — ${link.note}`}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  )
}

export function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code
}
