import type { Firestore } from 'firebase-admin/firestore'
import { mail as queuedMail } from '../data/collections.ts'
import { mailRequestSchema } from './mail-schema.ts'

export interface OutgoingMail {
  to: string[]
  subject: string
  // Rendered from a template (templates/render-mail.ts), which escapes every value it is given.
  html: string
  /** The plain-text body, for mail programs that do not show HTML (templates render both). */
  text?: string
  /** Where answers go; without it answers would go to the sender, a no-reply address. */
  replyTo?: string
}

/**
 * Queues a mail for deliverMailOnCreate. With an `id` the mail is queued at most once: a second call with the same id
 * (a retried trigger, a double click) changes nothing and returns false.
 */
export async function enqueueMail(db: Firestore, mail: OutgoingMail, id?: string): Promise<boolean> {
  const request = mailRequestSchema.parse({
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    message: { subject: mail.subject, html: mail.html, ...(mail.text ? { text: mail.text } : {}) },
  })
  const data = queuedMail.draft(request)
  if (!id) {
    await queuedMail.doc(db).create(data)
    return true
  }
  try {
    await queuedMail.doc(db, id).create(data)
    return true
  } catch (error) {
    // 6 = ALREADY_EXISTS: this mail was queued before.
    if ((error as { code?: number }).code === 6) return false
    throw error
  }
}

/** Whether a mail with this id was queued before (sent or not): mails that must go once ask before building. */
export async function isMailQueued(db: Firestore, id: string): Promise<boolean> {
  return (await queuedMail.rawCollection(db).doc(id).get()).exists
}
