import { z } from 'zod/mini'
import { isPublicOrigin, siteOriginOf } from './shared/seo/site-origin.ts'

// The web app's settings (VITE_* variables): the app parses them once at start-up (src/env.ts) so a missing or
// malformed setting fails loudly, not deep inside a page; build scripts parse the same for what they write.
const setting = () => z.string().check(z.minLength(1))

const envFields = z.object({
  VITE_FIREBASE_API_KEY: setting(),
  VITE_FIREBASE_AUTH_DOMAIN: setting(),
  VITE_FIREBASE_PROJECT_ID: setting(),
  VITE_FIREBASE_STORAGE_BUCKET: setting(),
  VITE_FIREBASE_APP_ID: setting(),
  VITE_FUNCTIONS_REGION: z._default(setting(), 'us-central1'),
  VITE_COMPANY_NAME: z._default(setting(), 'Saffron Table'),
  // "true" only for the local stack and tests: connects every SDK to the emulator suite.
  VITE_USE_EMULATORS: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  VITE_EMULATOR_HOST: z._default(setting(), '127.0.0.1'),
  // The reCAPTCHA Enterprise site key of the project's App Check web app. Empty (locally, in tests): App Check is
  // not started, and the functions must not enforce it (docs/decisions/0060-app-check-can-be-switched-on.md).
  VITE_APP_CHECK_SITE_KEY: z._default(z.string().check(z.trim()), ''),
  // Where the public site is served (https://host, no path): canonical addresses and link previews start with it
  // (docs/decisions/0073-the-public-site-origin-setting.md). The default is the local stack's web app.
  VITE_SITE_ORIGIN: z.pipe(
    z._default(z.string().check(z.refine((value) => siteOriginOf(value) !== null)), 'http://127.0.0.1:5173'),
    z.transform((value) => siteOriginOf(value) ?? value),
  ),
})

// A deployed build (no emulators) must not point search engines and link previews at this machine.
const envSchema = envFields.check(
  z.refine((env) => env.VITE_USE_EMULATORS || isPublicOrigin(env.VITE_SITE_ORIGIN), {
    path: ['VITE_SITE_ORIGIN'],
  }),
)

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`Invalid app configuration (check .env files): ${fields}`)
  }
  return result.data
}
