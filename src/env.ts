import { z } from 'zod/mini'

// Parsed once at start-up so a missing or malformed setting fails loudly, not deep inside a page.
const setting = () => z.string().check(z.minLength(1))

const envSchema = z.object({
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
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`Invalid app configuration (check .env files): ${fields}`)
  }
  return result.data
}

export const env: Env = parseEnv(import.meta.env)
