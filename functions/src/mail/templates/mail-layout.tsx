import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactElement, ReactNode } from 'react'
import type { MailContact } from '../business-contact.ts'

// The one layout every mail uses: the business's name on top, a heading, what happened in a sentence or two, the
// details, and one button to the page where the reader can act. Inline styles only: mail clients drop <style>.

export const palette = {
  ink: '#1f1b16',
  muted: '#6b6257',
  line: '#e6dfd5',
  accent: '#9a3412',
  page: '#f7f3ee',
}

const text = { color: palette.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }

export interface MailLayoutProps {
  businessName: string
  /** Shown by mail programs next to the subject. */
  preview: string
  heading: string
  intro: ReactNode
  /** The customer's name, greeted before the details when the mail knows it. */
  greet?: string | undefined
  action?: { label: string; href: string }
  children?: ReactNode
  /** Why the reader gets this mail and, where it applies, how to stop it. */
  footer?: ReactNode
  /** On customers' mails: how to reach the business (the chef's own alerts leave it out). */
  contact?: MailContact
}

/** The footer's invitation: only what the business has, and "reply" only when a reply reaches it (Reply-To). */
export function replyInvitation(contact: MailContact): string | null {
  if (contact.email && contact.phone) return `Questions? Reply to this mail or call ${contact.phone}.`
  if (contact.email) return 'Questions? Reply to this mail.'
  if (contact.phone) return `Questions? Call us on ${contact.phone}.`
  return null
}

const footerText = { ...text, color: palette.muted, fontSize: '12px', lineHeight: '18px' }

function ContactFooter({ contact }: { contact: MailContact }) {
  const invitation = replyInvitation(contact)
  if (!invitation) return null
  const link = { color: palette.muted }
  return (
    <Text style={footerText}>
      {invitation}
      <br />
      {contact.email ? (
        <Link href={`mailto:${contact.email}`} style={link}>
          {contact.email}
        </Link>
      ) : null}
      {contact.email && contact.phone ? ' · ' : null}
      {contact.phone ? (
        <Link href={contact.phoneHref ?? `tel:${contact.phone}`} style={link}>
          {contact.phone}
        </Link>
      ) : null}
    </Text>
  )
}

export function MailLayout({
  businessName,
  preview,
  heading,
  intro,
  greet,
  action,
  children,
  footer,
  contact,
}: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        {/* Phone mail apps lay the mail out at the screen's width instead of shrinking a desktop page. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: palette.page, fontFamily: 'Georgia, "Times New Roman", serif', margin: 0 }}
      >
        <Container
          style={{ backgroundColor: '#ffffff', maxWidth: '600px', margin: '24px auto', padding: '32px' }}
        >
          <Text style={{ ...text, color: palette.accent, fontSize: '13px', letterSpacing: '0.08em' }}>
            {businessName.toUpperCase()}
          </Text>
          <Heading
            as="h1"
            style={{ color: palette.ink, fontSize: '24px', lineHeight: '30px', margin: '0 0 16px' }}
          >
            {heading}
          </Heading>
          <Text style={text}>{intro}</Text>
          {greet ? <Text style={text}>Hello {greet},</Text> : null}
          {children}
          {action ? (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={action.href}
                style={{
                  backgroundColor: palette.accent,
                  color: '#ffffff',
                  padding: '12px 20px',
                  borderRadius: '4px',
                  fontSize: '15px',
                  textDecoration: 'none',
                }}
              >
                {action.label}
              </Button>
            </Section>
          ) : null}
          <Hr style={{ borderColor: palette.line, margin: '24px 0 12px' }} />
          <Text style={footerText}>{footer ?? `${businessName} sent you this mail about your order.`}</Text>
          {contact ? <ContactFooter contact={contact} /> : null}
        </Container>
      </Body>
    </Html>
  )
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={text}>{children}</Text>
}

/** The footer of every alert the chef gets by mail. */
export function chefAlertFooter(businessName: string): string {
  return `You get this mail because you receive ${businessName}'s alerts.`
}

/** A mail as a subject and a React Email element; render-mail.ts turns the element into HTML and plain text. */
export interface MailContent {
  subject: string
  element: ReactElement
}

export interface LayoutMailProps extends Omit<MailLayoutProps, 'preview' | 'intro'> {
  subject: string
  intro: string
  /** What mail programs show next to the subject: the intro unless a mail says otherwise. */
  preview?: string
}

/** A mail in the one layout. */
export function layoutMail({ subject, preview, ...layout }: LayoutMailProps): MailContent {
  return { subject, element: <MailLayout preview={preview ?? layout.intro} {...layout} /> }
}
