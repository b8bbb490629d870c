import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormField } from '../../components/form-field.tsx'
import { formResultOf, useFetcherForm, type FormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { PageLink } from '../../components/page-link.tsx'
import type { emailLoginAction, googleLoginAction, sendPasswordResetAction } from './auth-actions.ts'
import type { AuthErrorView } from './auth-errors.ts'
import { GoogleEmulatorChooser } from './google-emulator-chooser.tsx'
import type { EmulatorGoogleIdentity } from './google-sign-in.ts'
import type { AuthKind } from './sign-in-flow.ts'

export interface LoginPageProps {
  kind: AuthKind
  redirectPath: string
  /** Why the visitor was sent here (a guard's `?error=`), until a form of this page answers. */
  error: AuthErrorView | null
  /** True against the local emulator: Google sign-in opens the emulator-only chooser. */
  emulator: boolean
}

function loginHref(kind: AuthKind, redirectPath: string): string {
  const params = new URLSearchParams()
  if (kind === 'signup') params.set('action', 'signup')
  if (redirectPath) params.set('redirectPath', redirectPath)
  const query = params.toString()
  return query ? `/login?${query}` : '/login'
}

/** The page's own answer for an error it was sent here with, shown like a form's answer. */
function sentWithError(error: AuthErrorView | null): FormResult | undefined {
  if (!error) return undefined
  const problem =
    error.field === 'form' ? { formError: error.message } : { fieldErrors: { [error.field]: error.message } }
  return formResultOf({ ok: false, fieldErrors: {}, values: {}, ...problem }, false)
}

export function LoginPage({ kind, redirectPath, error, emulator }: LoginPageProps) {
  const signup = kind === 'signup'
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 460 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {signup ? 'Create your account' : 'Log in'}
        </Typography>
        {/* Keyed by form kind: switching forms starts clean, a failed attempt keeps what was typed. */}
        <EmailPasswordForm
          key={kind}
          kind={kind}
          redirectPath={redirectPath}
          sentWith={sentWithError(error)}
        />
        <Typography sx={{ mt: 2 }}>
          {signup ? 'Already have an account? ' : 'New here? '}
          <PageLink to={loginHref(signup ? 'login' : 'signup', redirectPath)}>
            {signup ? 'Log in instead' : 'Create an account'}
          </PageLink>
        </Typography>
        <Divider sx={{ my: 3 }}>or</Divider>
        <GoogleSignIn key={`google-${kind}`} kind={kind} redirectPath={redirectPath} emulator={emulator} />
        {!signup && <ForgotPassword redirectPath={redirectPath} />}
      </Paper>
    </Box>
  )
}

function EmailPasswordForm({
  kind,
  redirectPath,
  sentWith,
}: {
  kind: AuthKind
  redirectPath: string
  sentWith: FormResult | undefined
}) {
  const { fetcher, form: answer } = useFetcherForm<typeof emailLoginAction>()
  const form = answer.result || !sentWith ? answer : sentWith
  const signup = kind === 'signup'
  return (
    <>
      <div id="loginError">
        <FormFeedback form={form} sx={{ mb: 2 }} />
      </div>
      <fetcher.Form method="post" action={signup ? '/email-signup' : '/email-login'} noValidate>
        <input type="hidden" name="redirectPath" value={redirectPath} />
        <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <FormField
          label="Password"
          name="password"
          autoComplete={signup ? 'new-password' : 'current-password'}
          error={form.errorOf('password')}
        />
        {signup && (
          <Typography variant="body2" color="text.secondary">
            At least 6 characters.
          </Typography>
        )}
        <SubmitButton
          label={signup ? 'Sign Up' : 'Login'}
          busyLabel={signup ? 'Creating your account…' : 'Logging in…'}
          form={answer}
          sx={{ mt: 2, width: '100%' }}
        />
      </fetcher.Form>
    </>
  )
}

function GoogleSignIn({
  kind,
  redirectPath,
  emulator,
}: {
  kind: AuthKind
  redirectPath: string
  emulator: boolean
}) {
  const [chooserOpen, setChooserOpen] = useState(false)
  const { fetcher, form } = useFetcherForm<typeof googleLoginAction>()
  const signup = kind === 'signup'
  const action = signup ? '/google-signup' : '/google-login'
  const label = signup ? 'Sign up with Google' : 'Sign in with Google'

  function chooseGoogleIdentity(identity: EmulatorGoogleIdentity) {
    setChooserOpen(false)
    void fetcher.submit(
      { googleEmail: identity.email, googleName: identity.name, redirectPath },
      { method: 'post', action },
    )
  }

  return (
    <>
      <FormFeedback form={form} sx={{ mb: 2 }} />
      {emulator ? (
        <>
          <Button variant="outlined" fullWidth disabled={form.busy} onClick={() => setChooserOpen(true)}>
            {label}
          </Button>
          <GoogleEmulatorChooser
            open={chooserOpen}
            onClose={() => setChooserOpen(false)}
            onChoose={chooseGoogleIdentity}
          />
        </>
      ) : (
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="redirectPath" value={redirectPath} />
          <Button type="submit" variant="outlined" fullWidth disabled={form.busy}>
            {label}
          </Button>
        </fetcher.Form>
      )}
    </>
  )
}

function ForgotPassword({ redirectPath }: { redirectPath: string }) {
  const { fetcher, form } = useFetcherForm<typeof sendPasswordResetAction>()
  return (
    <Box component="section" id="forgot-password" aria-labelledby="forgot-password-heading" sx={{ mt: 4 }}>
      <Typography id="forgot-password-heading" variant="h6" component="h2">
        Forgot Password
      </Typography>
      <FormFeedback form={form} sx={{ my: 1 }} />
      <fetcher.Form method="post" action="/send-password-reset" noValidate>
        <input type="hidden" name="redirectPath" value={redirectPath} />
        <FormField label="Account email" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" variant="outlined" disabled={form.busy} sx={{ mt: 1 }}>
          Send Reset Email
        </Button>
      </fetcher.Form>
    </Box>
  )
}
