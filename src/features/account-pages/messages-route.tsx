import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Box from '@mui/material/Box'
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { testimonials } from '../../lib/data/testimonials.ts'
import { requireUser } from '../../lib/route-user.ts'
import type { Testimonial } from '../../shared/schemas/testimonial.ts'
import { errorCode, PageTitle } from './account-ui.tsx'

// /messages (signed in): the testimonials this user has sent that are published (matched by the account's
// e-mail, once verified: anyone can sign up with any address). Reviews still waiting are visible to admins only, so
// the page says so instead of listing them.

interface LoaderData {
  items: Testimonial[]
  email: string | null
  emailVerified: boolean
  problem?: string
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<LoaderData> {
  const user = await requireUser({ request, context })
  const email = user.email
  const emailVerified = user.emailVerified === true
  if (!email || !emailVerified) return { items: [], email, emailVerified }
  try {
    const items = await testimonials.query({ where: [['email', email]], limit: 50 })
    return {
      items: items.sort((a, b) => (b.createdStamp ?? 0) - (a.createdStamp ?? 0)),
      email,
      emailVerified,
    }
  } catch (error) {
    console.error('messages: could not load testimonials', {
      collection: 'testimonials',
      code: errorCode(error),
    })
    return {
      items: [],
      email,
      emailVerified,
      problem: 'Your messages could not be loaded. Please reload the page.',
    }
  }
}

export function Component() {
  const { items, problem, email, emailVerified } = useLoaderData<typeof loader>()
  return (
    <>
      <PageTitle>Messages</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Testimonials you sent with the “Leave Testimonial” form at the bottom of every page. We read each one
        and publish it on the site; published ones are listed here.
      </Typography>
      {problem && <Typography color="error">{problem}</Typography>}
      {email && !emailVerified ? (
        <Alert severity="info" sx={{ maxWidth: 720 }}>
          Your published testimonials show here once you have verified that {email} is yours. You can send the
          verification e-mail from your <PageLink to="/settings">settings</PageLink>.
        </Alert>
      ) : (
        items.length === 0 && !problem && <Typography>You have no published testimonials yet.</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
        {items.map((item) => (
          <Card key={item.id} variant="outlined" component="article">
            <CardContent>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.testimony}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Published {item.createdStamp ? new Date(item.createdStamp).toLocaleDateString() : ''}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  )
}
