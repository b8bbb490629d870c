import { z } from 'zod'

// Parsed once at start-up so a missing or malformed setting fails loudly, not deep inside a page.
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_FUNCTIONS_REGION: z.string().min(1).default('us-central1'),
  VITE_COMPANY_NAME: z.string().min(1).default('Saffron Table'),
  // "true" only for the local stack and tests: connects every SDK to the emulator suite.
  VITE_USE_EMULATORS: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  VITE_EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
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
