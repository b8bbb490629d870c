import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { PageLink } from '../../components/page-link.tsx'
import { customerLabel, type CustomerSummary } from './customer-context.ts'

/** Heading of a customer-admin page: what it is, whose it is, and the way back to the profile. */
export function CustomerHeader({ title, customer }: { title: string; customer: CustomerSummary }) {
  return (
    <>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {customerLabel(customer)}
        {customer.name && customer.email && ` · ${customer.email}`}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <PageLink to={`/customer-profile/${encodeURIComponent(customer.id)}`}>Profile</PageLink>
      </Stack>
    </>
  )
}
