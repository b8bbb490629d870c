import { appOrigin, appSettings, type AppSettings } from '../env.ts'

// Account functions only queue mail, so they read the app settings (links, company name), never the SMTP secret.
export function linkSettings(): AppSettings {
  return appSettings()
}

/** The app origin for links in mails sent on behalf of this caller (their Origin when allowed). */
export function linkOrigin(callerOrigin: string | undefined): string {
  return appOrigin(callerOrigin, appSettings())
}
