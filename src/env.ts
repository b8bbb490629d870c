import { parseEnv, type Env } from './env-schema.ts'

export type { Env }

// Parsed once at start-up so a missing or malformed setting fails loudly, not deep inside a page.
export const env: Env = parseEnv(import.meta.env)
