import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { LinkList, PageTitle } from './account-ui.tsx'

// /admin-settings (admin): where the site's operational settings live.
export function Component() {
  return (
    <>
      <PageTitle>Admin Settings</PageTitle>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, maxWidth: 720 }}>
        <Typography variant="h6" component="h2">
          Settings
        </Typography>
        <LinkList
          links={[
            { to: '/app-configs', label: 'App configs', note: 'operational settings as JSON' },
            {
              to: '/app-configs',
              label: 'Alert recipients',
              note: 'the app config consultationAlertRecipients: who gets sign-up and testimony alerts',
            },
            {
              to: '/content-configs',
              label: 'Content configs',
              note: 'landing cards, menu list, downloads, contact links',
            },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <Typography variant="h6" component="h2">
          Catalogue and reviews
        </Typography>
        <LinkList
          links={[
            { to: '/package-management', label: 'Package Management' },
            { to: '/menu-management', label: 'Menu Management' },
            { to: '/landing-offers', label: 'Landing Offers' },
            { to: '/testimonial-review', label: 'Testimonials to review' },
          ]}
        />
      </Paper>
    </>
  )
}
