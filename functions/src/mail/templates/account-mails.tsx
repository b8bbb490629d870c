import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import type { MailContact } from '../business-contact.ts'
import { Paragraph, chefAlertFooter, layoutMail, palette, type MailContent } from './mail-layout.tsx'

// The mails about accounts and what visitors send in: the password-reset link to a customer, and the chef's alerts
// for a consultation sign-up and a new testimonial. Every value a visitor typed is rendered by React, so it is
// escaped; nothing is pasted into HTML by hand.

export function passwordResetMail(input: {
  businessName: string
  resetUrl: string
  contact: MailContact
}): MailContent {
  const { businessName, resetUrl, contact } = input
  return layoutMail({
    subject: `${businessName}: reset your password`,
    businessName,
    preview: 'Choose a new password',
    heading: 'Reset your password',
    intro: `Someone (hopefully you) asked to reset the password of your ${businessName} account.`,
    action: { label: 'Choose a new password', href: resetUrl },
    footer:
      'The link works once and expires in one hour. If you did not ask for this, ignore this e-mail: your password stays the same.',
    contact,
  })
}

const detail = { color: palette.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' }

function Details({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Section style={{ margin: '0 0 12px' }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={detail}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  )
}

/** A chef's alert: what came in, its details as labelled rows, and the page where it is handled. */
function alertMail(alert: {
  businessName: string
  subject: string
  heading: string
  intro: string
  action: { label: string; href: string }
  rows: [label: string, value: string][]
  children?: ReactNode
}): MailContent {
  return layoutMail({
    subject: alert.subject,
    businessName: alert.businessName,
    heading: alert.heading,
    intro: alert.intro,
    action: alert.action,
    footer: chefAlertFooter(alert.businessName),
    children: (
      <>
        <Details rows={alert.rows} />
        {alert.children}
      </>
    ),
  })
}

export function consultationSignUpMail(input: {
  businessName: string
  subject: string
  name: string
  email: string
  phone: string
  profileUrl: string
}): MailContent {
  return alertMail({
    businessName: input.businessName,
    subject: input.subject,
    heading: 'New consultation sign-up',
    intro: 'A customer completed the consultation sign-up. Open the profile to plan the consultation.',
    action: { label: 'Open the profile', href: input.profileUrl },
    rows: [
      ['Name', input.name || '(not given)'],
      ['E-mail', input.email],
      ['Phone', input.phone],
    ],
  })
}

export function testimonialAlertMail(input: {
  businessName: string
  review: { name: string; email: string; testimony: string }
  reviewUrl: string
}): MailContent {
  const { review } = input
  return alertMail({
    businessName: input.businessName,
    subject: 'Testimony Alert',
    heading: 'A new testimonial',
    intro: 'A new testimonial is waiting for review.',
    action: { label: 'Review it', href: input.reviewUrl },
    rows: [
      ['Name', review.name],
      ['E-mail', review.email],
    ],
    children: (
      <Paragraph>
        <span style={{ whiteSpace: 'pre-wrap' }}>{review.testimony}</span>
      </Paragraph>
    ),
  })
}
