import { render } from '@react-email/render'
import type { MailContent } from './mail-layout.tsx'

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

/** One template, two bodies: HTML for mail programs that show it and plain text for the rest. */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(content.element),
    render(content.element, { plainText: true }),
  ])
  return { subject: content.subject, html, text }
}
