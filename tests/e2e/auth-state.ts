import path from 'node:path'

/** Where the setup project (auth.setup.ts) saves each demo account's Firebase Auth session, for `signIn`. */
export const authStateDir = path.join('.local', 'auth-state')

/** The file of one account's saved session (relative to the repository's root). */
export const authStatePath = (email: string) =>
  path.join(authStateDir, `${email.replace(/[^a-z0-9]+/gi, '-')}.json`)
