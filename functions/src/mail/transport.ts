import nodemailer from 'nodemailer'
import type { MailTransport } from './deliver-mail.ts'

/**
 * An SMTP transport for a connection URL (smtp://host:port, smtps://user:pass@host:465). Timeouts are far below
 * nodemailer's defaults (minutes) so that a run of attempts fits in the function timeout and the claim's lease.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  return nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  )
}
