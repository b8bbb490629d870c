import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Form, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { useFormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { firebaseAuth } from '../../lib/firebase.ts'
import { succeeded } from '../../shared/action-result.ts'
import { minPasswordLength } from '../../shared/callables.ts'
import { authErrorCode, authErrorView, type AuthErrorView } from './auth-errors.ts'
import { authFailure, formText } from './sign-in-flow.ts'

// /reset-password?oobCode=... : the page the reset mail links to (sent by sendPasswordResetMailCallable).

type LoaderData = { ok: true; oobCode: string; email: string } | { ok: false; error: AuthErrorView }

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const oobCode = new URL(request.url).searchParams.get('oobCode') ?? ''
  if (!oobCode) return { ok: false, error: authErrorView('auth/invalid-action-code') }
  const auth = await firebaseAuth()
  const { verifyPasswordResetCode } = await import('firebase/auth')
  try {
    return { ok: true, oobCode, email: await verifyPasswordResetCode(auth, oobCode) }
  } catch (error) {
    return { ok: false, error: authErrorView(authErrorCode(error)) }
  }
}

// The code is single-use: checking it again after a successful reset would fail (and say the link is dead).
export function shouldRevalidate() {
  return false
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const password = formText(formData, 'password')
  if (password.length < minPasswordLength) return authFailure('auth/weak-password', {})
  const auth = await firebaseAuth()
  const { confirmPasswordReset } = await import('firebase/auth')
  try {
    await confirmPasswordReset(auth, formText(formData, 'oobCode'), password)
    return succeeded(undefined)
  } catch (error) {
    const code = authErrorCode(error)
    console.warn('auth: confirm password reset failed', { code })
    return authFailure(code, {})
  }
}

export function Component() {
  const data = useLoaderData<typeof loader>()
  const form = useFormResult<typeof action>()
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 460 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Choose a new password
        </Typography>
        {form.result?.ok ? (
          <Alert severity="success">
            Your password has been changed. <PageLink to="/login">Log in with your new password</PageLink>.
          </Alert>
        ) : data.ok ? (
          <Form method="post" noValidate>
            <Typography sx={{ mb: 1 }}>For {data.email}</Typography>
            <FormFeedback form={form} sx={{ mb: 1 }} />
            <input type="hidden" name="oobCode" value={data.oobCode} />
            <FormField
              label="New password"
              name="password"
              autoComplete="new-password"
              error={form.errorOf('password')}
            />
            <Typography variant="body2" color="text.secondary">
              At least {minPasswordLength} characters.
            </Typography>
            <SubmitButton label="Save New Password" busyLabel="Saving…" sx={{ mt: 2 }} />
          </Form>
        ) : (
          <Alert severity="error">
            {data.error.message} <PageLink to="/login#forgot-password">Ask for a new link</PageLink>.
          </Alert>
        )}
      </Paper>
    </Box>
  )
}
