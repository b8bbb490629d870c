import { formatCalendarDateInFull } from '../../../../src/shared/fulfilment/calendar-dates.ts'
import { formatCents } from '../../../../src/shared/money.ts'
import type { QuoteVersion } from '../../../../src/shared/schemas/quote.ts'
import type { MailContact } from '../business-contact.ts'
import { Paragraph, layoutMail, type MailContent } from './mail-layout.tsx'

// The mail that sends a customer their quote (and each new version of it): what it is for, what it comes to, the
// deposit, how long it is open, and the button to the quote page, where they read it whole and accept it.

export interface QuoteMailModel {
  businessName: string
  customerName: string
  version: Pick<QuoteVersion, 'version' | 'title' | 'guests' | 'fulfilment' | 'totals' | 'expiresOn'>
  quoteUrl: string
  contact: MailContact
}

export function quoteMail(model: QuoteMailModel): MailContent {
  const { version } = model
  const revised = version.version > 1
  const when = formatCalendarDateInFull(version.fulfilment.date)
  const intro = revised
    ? `We changed your quote for ${version.title} on ${when}. This is version ${version.version}; the earlier ones stay on its page.`
    : `Here is our quote for ${version.title} on ${when}, for ${version.guests} guests.`
  return layoutMail({
    subject: revised ? `Your updated quote: ${version.title}` : `Your quote: ${version.title}`,
    businessName: model.businessName,
    heading: revised ? 'Your quote was updated' : 'Your quote',
    intro,
    greet: model.customerName,
    action: { label: 'Read and accept your quote', href: model.quoteUrl },
    footer: `${model.businessName} sent you this mail about a quote you asked for.`,
    contact: model.contact,
    children: (
      <>
        <Paragraph>
          Total {formatCents(version.totals.totalCents)}, of which a deposit of{' '}
          {formatCents(version.totals.depositCents)} secures the date when you accept. The quote is open until{' '}
          {formatCalendarDateInFull(version.expiresOn)}.
        </Paragraph>
      </>
    ),
  })
}
