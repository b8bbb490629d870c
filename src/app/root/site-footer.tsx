import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { Await } from 'react-router'
import type { ContactLink } from '../../components/contact-links.ts'
import { TestimonialForm } from './testimonial-form.tsx'

// Fetched alongside the contact links themselves, which arrive after the first paint.
const ContactLinkList = lazy(async () => ({
  default: (await import('../../components/contact-link-list.tsx')).ContactLinkList,
}))

export function SiteFooter({ contactLinks }: { contactLinks: Promise<ContactLink[]> | ContactLink[] }) {
  return (
    <Box
      component="footer"
      sx={{ mt: 6, py: 4, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}
      >
        <TestimonialForm />
        <Box>
          <Typography variant="h6" component="h2">
            Contact
          </Typography>
          {/* Contact links arrive after the shell renders; a failed load was already logged and yields []. */}
          <Suspense fallback={<Typography variant="body2">Loading contact links…</Typography>}>
            <Await resolve={contactLinks}>
              {(links: ContactLink[]) => <ContactLinkList links={links} />}
            </Await>
          </Suspense>
        </Box>
      </Container>
    </Box>
  )
}
