import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageHead } from '../../components/page-head.tsx'
import { env } from '../../env.ts'
import { viewerOf } from '../../lib/render-context.ts'
import { site } from '../../lib/site.ts'
import { landingPathAfterSignIn } from '../../shared/accounts.ts'
import { loginPageMeta } from '../../shared/seo/indexed-page-meta.ts'
import { authErrorView } from './auth-errors.ts'
import { LoginPage } from './login-page.tsx'
import type { AuthKind } from './sign-in-flow.ts'

// /login: ?action=login|signup picks the forms, ?redirectPath is carried through every form, and ?error= says
// why a visitor was sent here (a guard signed them out). The forms' own failures are answered in place.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const redirectPath = params.get('redirectPath') ?? ''
  const user = await viewerOf(context)
  if (user) throw redirect(landingPathAfterSignIn(redirectPath, user.isAdmin))
  const kind: AuthKind = params.get('action') === 'signup' ? 'signup' : 'login'
  const errorCode = params.get('error')
  return { kind, redirectPath, error: errorCode ? authErrorView(errorCode) : null }
}

export function Component() {
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <PageHead meta={loginPageMeta(site)} />
      <LoginPage {...data} emulator={env.VITE_USE_EMULATORS} />
    </>
  )
}

export { IndexedPageErrorBoundary as ErrorBoundary } from '../../components/indexed-page-error-boundary.tsx'
