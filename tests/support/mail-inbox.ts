// The local mail inbox (maildev) that the stack runs; its REST API lists what the product sent.
import { eventually } from './admin.ts'

export interface InboxMail {
  id: string
  subject: string
  html: string
  /** The plain-text body, when the mail has one. */
  text?: string
  to: Array<{ address: string }>
  from: Array<{ address: string; name: string }>
  /** The mail's headers by lower-case name ('reply-to'). */
  headers: Record<string, string>
}

const inboxUrl = () => process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080'

export async function listInbox(): Promise<InboxMail[]> {
  const response = await fetch(`${inboxUrl()}/email`)
  if (!response.ok) throw new Error(`Mail inbox answered ${response.status}`)
  return (await response.json()) as InboxMail[]
}

export function waitForMail(match: (mail: InboxMail) => boolean, timeoutMs = 20_000): Promise<InboxMail> {
  return eventually(
    'a matching mail in the local inbox',
    async () => (await listInbox()).find(match),
    timeoutMs,
  )
}
