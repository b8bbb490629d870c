import type { ReactNode } from 'react'
import { PageLink } from '../../components/page-link.tsx'

/** The logo at the start of the header, linking home; screen readers hear "<company>, home". */
export function HomeLink({ companyName, children }: { companyName: string; children?: ReactNode }) {
  return (
    <PageLink
      to="/"
      color="inherit"
      underline="none"
      aria-label={`${companyName}, home`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
    >
      <img src="/logo.svg" alt="" width={40} height={40} />
      {children}
    </PageLink>
  )
}
