import { defineSecret } from 'firebase-functions/params'
import { z } from 'zod'

// Settings the functions read from the environment, checked with zod so a missing or malformed value fails loudly
// with the name of the setting.
//
// Where the values come from:
// - MAIL_FROM is not secret: a plain variable from functions/.env.<projectId> (the emulator loads
//   .env.demo-saffron-table; production gets .env.<prod-project-id> or .env at deploy).
// - SMTP_URL carries the SMTP credentials in production, so it is a Cloud Secret Manager secret
//   (`firebase functions:secrets:set SMTP_URL`), bound only to the mail functions via `secrets: [smtpUrlSecret]`.
//   Cloud Functions exposes a bound secret as process.env.SMTP_URL; the emulator reads it from
//   functions/.secret.local. So both are read from process.env here, and `defineSecret` only declares the binding.
// The values are parsed on first use, not at module load: firebase-tools loads the bundle to discover the functions
// without any secrets, and a broken mail setting must not take down the callables.
export const smtpUrlSecret = defineSecret('SMTP_URL')

const functionsEnvSchema = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
  MAIL_FROM: z.string().trim().min(3, 'must be a sender such as "Name <address@example.com>"'),
  COMPANY_NAME: z.string().trim().min(1).default('Saffron Table'),
  // Where links in mails point (the web app's public origin), e.g. https://saffron-table.example.
  APP_BASE_URL: z.url().default('http://127.0.0.1:5173'),
  // Further origins allowed to receive links and Stripe redirects (comma-separated): a callable uses its caller's
  // Origin header when it is one of these or APP_BASE_URL, so the test build on another port gets working links.
  APP_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
})

export type FunctionsEnv = z.infer<typeof functionsEnvSchema>

/** `source` checked against `schema`; a mismatch throws naming each setting and what is wrong with it. */
export function parseSettings<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')
    throw new Error(`Invalid ${what}: ${problems}`)
  }
  return result.data
}

export function parseFunctionsEnv(source: Record<string, string | undefined>): FunctionsEnv {
  return parseSettings(
    functionsEnvSchema,
    source,
    'functions configuration (check functions/.env.* and .secret.local)',
  )
}

let cached: FunctionsEnv | undefined

/** The caller's origin when it is an allowed app origin, else APP_BASE_URL (no trailing slash). */
export function appOrigin(
  callerOrigin: string | undefined,
  env: Pick<FunctionsEnv, 'APP_BASE_URL' | 'APP_ORIGINS'>,
): string {
  const base = new URL(env.APP_BASE_URL).origin
  if (callerOrigin && (callerOrigin === base || env.APP_ORIGINS.includes(callerOrigin))) return callerOrigin
  return base
}

export function functionsEnv(): FunctionsEnv {
  cached ??= parseFunctionsEnv(process.env)
  return cached
}

const appSettingsSchema = functionsEnvSchema.pick({
  COMPANY_NAME: true,
  APP_BASE_URL: true,
  APP_ORIGINS: true,
})
export type AppSettings = z.infer<typeof appSettingsSchema>
let cachedAppSettings: AppSettings | undefined

/** The settings links and mail subjects need, without the mail secrets (for functions that do not bind SMTP_URL). */
export function appSettings(): AppSettings {
  cachedAppSettings ??= parseSettings(
    appSettingsSchema,
    process.env,
    'functions configuration (check functions/.env.*)',
  )
  return cachedAppSettings
}
