import { onDocumentCreated } from 'firebase-functions/v2/firestore'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { functionsEnv, smtpUrlSecret } from '../env.ts'
import { db } from '../lib/admin.ts'
import { unlessDocumentGone } from '../lib/document-gone.ts'
import { mail } from '../data/collections.ts'
import { deliverMail, type MailTransport } from './deliver-mail.ts'
import { retryDueMails } from './retry-mail.ts'
import { createSmtpTransport } from './transport.ts'

let transport: MailTransport | undefined

function mailTransport(): MailTransport {
  const env = functionsEnv()
  transport ??= createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
  return transport
}

// 3 attempts with SMTP timeouts of up to ~50 s each fit in 300 s, which is below the claim lease (10 min).
// Trigger retries stay off: failures are recorded on the document and retried by the sweeper instead.
export const deliverMailOnCreate = onDocumentCreated(
  { document: `${mail.name}/{mailId}`, secrets: [smtpUrlSecret], timeoutSeconds: 300, retry: false },
  async (event) => {
    await unlessDocumentGone('mail delivery', { mailId: event.params.mailId }, async () => {
      await deliverMail(db(), mailTransport(), event.params.mailId)
    })
  },
)

export const retryMailDelivery = onSchedule(
  { schedule: 'every 5 minutes', secrets: [smtpUrlSecret], timeoutSeconds: 540 },
  async () => {
    await retryDueMails(db(), mailTransport())
  },
)
