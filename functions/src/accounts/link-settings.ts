import { appOrigin, type FunctionsEnv } from '../env.ts'

// Only the link settings: functionsEnv() also requires SMTP_URL, a secret bound to the mail functions alone, so
// account functions (which only queue mail) must not parse it.
export function linkSettings(
  source: Record<string, string | undefined> = process.env,
): Pick<FunctionsEnv, 'APP_BASE_URL' | 'APP_ORIGINS' | 'COMPANY_NAME'> {
  const base = source['APP_BASE_URL']?.trim() || 'http://127.0.0.1:5173'
  // Throws on a malformed base URL: links in mails must never point somewhere odd.
  new URL(base)
  return {
    APP_BASE_URL: base,
    APP_ORIGINS: (source['APP_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    COMPANY_NAME: source['COMPANY_NAME']?.trim() || 'Saffron Table',
  }
}

/** The app origin for links in mails sent on behalf of this caller (their Origin when allowed). */
export function linkOrigin(callerOrigin: string | undefined): string {
  return appOrigin(callerOrigin, linkSettings())
}
