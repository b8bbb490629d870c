import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import type { ActionResult } from '../shared/action-result.ts'
import { FormFeedback, SubmitButton } from './page-form.tsx'
import { useFetcherForm } from './form-result.ts'

/** The settings page's action answers the `verify-email` intent; any page can post to it. */
export const verifyEmailAction = '/settings'

/**
 * Shown to a customer whose e-mail is not verified wherever their orders are listed: orders placed as a guest with
 * that address join the account only once it is verified (docs/product.md, How orders join an account), and the
 * verification mail can be sent from here.
 */
export function GuestOrdersNotice({ email }: { email: string | null }) {
  const { fetcher, form } = useFetcherForm<() => Promise<ActionResult<unknown>>>({ key: 'verify-email' })
  return (
    <Alert severity="info" role="note" sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        Orders you placed as a guest with {email ? <strong>{email}</strong> : 'your e-mail address'} show here
        once you have verified that the address is yours. Anyone can sign up with any address, so we do not
        show a guest order to an account until then.
      </Typography>
      <fetcher.Form method="post" action={verifyEmailAction}>
        <input type="hidden" name="intent" value="verify-email" />
        <FormFeedback form={form} />
        <SubmitButton label="Send verification e-mail" busyLabel="Sending…" form={form} sx={{ mt: 1.5 }} />
      </fetcher.Form>
    </Alert>
  )
}
