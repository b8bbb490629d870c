import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { businessContactFromContactLinks } from '../../../src/shared/business-contact.ts'
import { isValidCustomerEmail } from '../../../src/shared/email-pattern.ts'
import { formatPhone } from '../../../src/shared/phone-number.ts'
import { landingConfigKeys } from '../../../src/shared/schemas/content-config.ts'
import { contentConfigs } from '../data/collections.ts'

/** How the mails show the business's contact details; each part only when the footer's contact links have it. */
export interface MailContact {
  email?: string
  /** "+1 212 555 0142" */
  phone?: string
  phoneHref?: string
}

/** The contact links' phone and address as mails show them. */
export function mailContactFrom(contact: { email?: string; telephone?: string }): MailContact {
  const mailContact: MailContact = {}
  if (contact.email) mailContact.email = contact.email
  if (contact.telephone) {
    const digits = contact.telephone.replace(/[^+0-9]/g, '')
    mailContact.phone = digits.startsWith('+') ? formatPhone(digits) : contact.telephone
    mailContact.phoneHref = `tel:${digits}`
  }
  return mailContact
}

/**
 * The business's contact details from the footer's contact links. A missing or unreadable config reads as none
 * (logged): the mail still goes, just without Reply-To and without the footer's contact line.
 */
export async function loadMailContact(db: Firestore): Promise<MailContact> {
  try {
    const found = await contentConfigs
      .collection(db)
      .where('configKey', '==', landingConfigKeys.contactLinks)
      .limit(1)
      .get()
    const config = found.docs[0]?.data()
    return config ? mailContactFrom(businessContactFromContactLinks(config.contentBlocks)) : {}
  } catch (error) {
    logger.error('mail: the contact links are unreadable; mails go without the business contact', {
      collection: contentConfigs.name,
      configKey: landingConfigKeys.contactLinks,
      errorMessage: (error as Error).message,
    })
    return {}
  }
}

/**
 * The Reply-To of a mail: the first valid address of the candidates (an alert puts the customer's first, so the
 * chef answers the customer; a customer's mail puts the business's). Undefined when none is valid.
 */
export function replyToOf(...candidates: Array<string | undefined | null>): string | undefined {
  return candidates
    .map((candidate) => candidate?.trim())
    .find((address) => !!address && isValidCustomerEmail(address))
}
