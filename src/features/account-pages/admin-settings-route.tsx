import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useLoaderData, type ActionFunctionArgs } from 'react-router'
import { keepPageAfterFailedSave, useFormResult } from '../../components/form-result.ts'
import { AppConfigContentError, appConfigs } from '../../lib/data/app-configs.ts'
import { saveOrFailure } from '../../lib/data/save-failure.ts'
import { firebase } from '../../lib/firebase.ts'
import { submittedValues, succeeded, type ActionResult } from '../../shared/action-result.ts'
import { alertPersonOf, alertRecipientOf, type AlertPerson } from '../../shared/schemas/app-config.ts'
import { LinkList, PageTitle } from './account-ui.tsx'
import { readAlertPeople } from './alert-recipients-form.ts'
import { AlertRecipientsSection } from './alert-recipients-section.tsx'

// /admin-settings (admin): where the site's operational settings live, and who gets the business's alert mails.

export async function loader(): Promise<{ people: AlertPerson[]; unreadable: string | null }> {
  firebase()
  try {
    const stored = await appConfigs.getConsultationAlertRecipients()
    return { people: stored.map(alertPersonOf), unreadable: null }
  } catch (error) {
    // A list edited by hand into a shape the alerts cannot read: the form starts empty and says why.
    if (error instanceof AppConfigContentError) return { people: [], unreadable: error.message }
    throw error
  }
}

export const shouldRevalidate = keepPageAfterFailedSave

export async function action({ request }: ActionFunctionArgs): Promise<ActionResult> {
  firebase()
  const formData = await request.formData()
  const read = readAlertPeople(formData)
  if (!read.ok) return read
  return saveOrFailure(
    { editor: 'alert recipients', collection: appConfigs.name },
    submittedValues(formData),
    async () => {
      await appConfigs.saveAlertRecipients(read.people.map(alertRecipientOf))
      return succeeded(undefined, 'Alert recipients saved.')
    },
  )
}

export function Component() {
  const { people, unreadable } = useLoaderData<typeof loader>()
  const form = useFormResult<typeof action>()
  return (
    <>
      <PageTitle>Admin Settings</PageTitle>
      <AlertRecipientsSection people={people} unreadable={unreadable} form={form} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, maxWidth: 720 }}>
        <Typography variant="h6" component="h2">
          Settings
        </Typography>
        <LinkList
          links={[
            { to: '/app-configs', label: 'App configs', note: 'operational settings as JSON' },
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
