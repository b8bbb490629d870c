import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

/** The logo at the start of the header, linking home; screen readers hear "<company>, home". */
export function HomeLink({ companyName, children }: { companyName: string; children?: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      color="inherit"
      underline="none"
      aria-label={`${companyName}, home`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
    >
      <img src="/logo.svg" alt="" width={40} height={40} />
      {children}
    </Link>
  )
}
