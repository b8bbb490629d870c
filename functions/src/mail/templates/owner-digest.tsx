import { Column } from '@react-email/column'
import { Row } from '@react-email/row'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { Paragraph, layoutMail, palette, type MailContent } from './mail-layout.tsx'

// The owner's morning digest: every booked order of the day, by time, with who, how many and where.

export interface DigestLine {
  orderNumber: string
  time: string
  method: string
  customerName: string
  guests?: number
  place?: string
  items: string
}

const cell = { color: palette.ink, fontSize: '14px', lineHeight: '20px', margin: '2px 0' }
const muted = { ...cell, color: palette.muted }

export function ownerDigestMail(input: {
  businessName: string
  /** "Wed, Dec 9, 2026" */
  date: string
  lines: DigestLine[]
  calendarUrl: string
}): MailContent {
  const { businessName, date, lines, calendarUrl } = input
  const count = lines.length === 1 ? '1 order' : `${lines.length} orders`
  const intro = lines.length === 0 ? `No orders are booked for ${date}.` : `${count} booked for ${date}.`
  return layoutMail({
    subject: `${businessName}: today's orders, ${date} (${count})`,
    businessName,
    heading: `Today: ${count}`,
    intro,
    action: { label: 'Open the fulfilment calendar', href: calendarUrl },
    footer: `You get this digest every morning because you run ${businessName}.`,
    children: (
      <>
        {lines.map((line) => (
          <Section
            key={line.orderNumber}
            style={{ border: `1px solid ${palette.line}`, padding: '8px 12px', margin: '0 0 8px' }}
          >
            <Row>
              <Column>
                <Text style={{ ...cell, fontWeight: 700 }}>
                  {line.time} · Order {line.orderNumber}
                </Text>
              </Column>
              <Column>
                <Text style={{ ...muted, textAlign: 'right' }}>{line.method}</Text>
              </Column>
            </Row>
            <Text style={cell}>
              {line.customerName}
              {line.guests ? `, ${line.guests} guests` : ''}
            </Text>
            {line.place ? <Text style={muted}>{line.place}</Text> : null}
            <Text style={muted}>{line.items}</Text>
          </Section>
        ))}
        {lines.length === 0 ? <Paragraph>Enjoy the quiet day.</Paragraph> : null}
      </>
    ),
  })
}
