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

/**
 * What the inbox narrows its list to before answering: a recipient's address, an exact subject, or both. The inbox
 * holds every mail of the run (hundreds, each with its HTML), so an unnarrowed list costs the inbox and the test a
 * large answer on every poll.
 */
export type InboxQuery = { to: string; subject?: string } | { to?: string; subject: string }

export async function listInbox(query: InboxQuery): Promise<InboxMail[]> {
  const search = new URLSearchParams()
  if (query.to !== undefined) search.set('to.address', query.to)
  if (query.subject !== undefined) search.set('subject', query.subject)
  const response = await fetch(`${inboxUrl()}/email?${search}`)
  if (!response.ok) throw new Error(`Mail inbox answered ${response.status}`)
  return (await response.json()) as InboxMail[]
}

/** The first mail the query finds that also matches `match`, once it has arrived. */
export function waitForMail(
  query: InboxQuery,
  match: (mail: InboxMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<InboxMail> {
  return eventually(
    'a matching mail in the local inbox',
    async () => (await listInbox(query)).find(match),
    timeoutMs,
  )
}
