import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Form, Link as RouterLink, useSubmit } from 'react-router-dom'
import { FormField } from '../../components/form-field.tsx'
import type { AuthErrorView } from './auth-errors.ts'
import { GoogleEmulatorChooser } from './google-emulator-chooser.tsx'
import type { EmulatorGoogleIdentity } from './google-sign-in.ts'
import type { AuthKind } from './sign-in-flow.ts'

export interface LoginPageProps {
  kind: AuthKind
  redirectPath: string
  error: AuthErrorView | null
  resetSent: boolean
  resetError: AuthErrorView | null
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

export function LoginPage({ kind, redirectPath, error, resetSent, resetError, emulator }: LoginPageProps) {
  const [chooserOpen, setChooserOpen] = useState(false)
  const submit = useSubmit()
  const signup = kind === 'signup'
  const googleAction = signup ? '/google-signup' : '/google-login'

  function chooseGoogleIdentity(identity: EmulatorGoogleIdentity) {
    setChooserOpen(false)
    void submit(
      { googleEmail: identity.email, googleName: identity.name, redirectPath },
      { method: 'post', action: googleAction },
    )
  }

  const formError = error?.field === 'form' ? error.message : undefined
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 460 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {signup ? 'Create your account' : 'Log in'}
        </Typography>
        <div id="loginError">
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
        </div>
        {/* Keyed by form kind: switching forms starts clean, a failed attempt keeps what was typed. */}
        <Form method="post" action={signup ? '/email-signup' : '/email-login'} key={kind} noValidate>
          <input type="hidden" name="redirectPath" value={redirectPath} />
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            error={error?.field === 'email' ? error.message : undefined}
          />
          <FormField
            label="Password"
            name="password"
            autoComplete={signup ? 'new-password' : 'current-password'}
            error={error?.field === 'password' ? error.message : undefined}
          />
          {signup && (
            <Typography variant="body2" color="text.secondary">
              At least 6 characters.
            </Typography>
          )}
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
            {signup ? 'Sign Up' : 'Login'}
          </Button>
        </Form>
        <Typography sx={{ mt: 2 }}>
          {signup ? 'Already have an account? ' : 'New here? '}
          <Link component={RouterLink} to={loginHref(signup ? 'login' : 'signup', redirectPath)}>
            {signup ? 'Log in instead' : 'Create an account'}
          </Link>
        </Typography>
        <Divider sx={{ my: 3 }}>or</Divider>
        {emulator ? (
          <Button variant="outlined" fullWidth onClick={() => setChooserOpen(true)}>
            {signup ? 'Sign up with Google' : 'Sign in with Google'}
          </Button>
        ) : (
          <Form method="post" action={googleAction}>
            <input type="hidden" name="redirectPath" value={redirectPath} />
            <Button type="submit" variant="outlined" fullWidth>
              {signup ? 'Sign up with Google' : 'Sign in with Google'}
            </Button>
          </Form>
        )}
        {emulator && (
          <GoogleEmulatorChooser
            open={chooserOpen}
            onClose={() => setChooserOpen(false)}
            onChoose={chooseGoogleIdentity}
          />
        )}
        {!signup && (
          <Box
            component="section"
            id="forgot-password"
            aria-labelledby="forgot-password-heading"
            sx={{ mt: 4 }}
          >
            <Typography id="forgot-password-heading" variant="h6" component="h2">
              Forgot Password
            </Typography>
            {resetSent && (
              <Alert severity="success" sx={{ my: 1 }}>
                If an account exists for that e-mail, a link to choose a new password is on its way. Check
                your inbox (and spam folder).
              </Alert>
            )}
            <Form method="post" action="/send-password-reset" noValidate>
              <input type="hidden" name="redirectPath" value={redirectPath} />
              <FormField
                label="Account email"
                name="email"
                type="email"
                autoComplete="email"
                error={resetError?.message}
              />
              <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
                Send Reset Email
              </Button>
            </Form>
          </Box>
        )}
      </Paper>
    </Box>
  )
}
