import { isValidCustomerEmail } from './email-pattern.ts'
import type { ContentBlock } from './schemas/content-config.ts'

// The business's own phone and e-mail address live in one place: the footer's contact links (content config
// contactLinks), edited in the back-office. The site's footer, the home page's structured data and every mail read
// them from there, so the business changes them once.

export interface BusinessContact {
  /** The address customers reach the business at: mails carry it as their Reply-To. */
  email?: string
  /** The number as the tel: link holds it, e.g. "+12125550142". */
  telephone?: string
}

const phoneNumber = /^\+?[0-9][0-9 ().-]{3,30}$/

function linkTarget(block: ContentBlock, scheme: 'tel:' | 'mailto:'): string | undefined {
  const answer = block['link']
  const link = typeof answer === 'string' ? answer.trim() : ''
  if (link.slice(0, scheme.length).toLowerCase() !== scheme) return undefined
  try {
    // mailto: may carry ?subject=...; only the address counts.
    return decodeURIComponent(link.slice(scheme.length).split('?')[0] ?? '').trim()
  } catch {
    return undefined
  }
}

/** The first tel: link that holds a phone number and the first mailto: link that holds a valid address. */
export function businessContactFromContactLinks(blocks: readonly ContentBlock[]): BusinessContact {
  const contact: BusinessContact = {}
  for (const block of blocks) {
    const number = linkTarget(block, 'tel:')
    if (!contact.telephone && number && phoneNumber.test(number)) contact.telephone = number
    const address = linkTarget(block, 'mailto:')
    if (!contact.email && address && isValidCustomerEmail(address)) contact.email = address
  }
  return contact
}
