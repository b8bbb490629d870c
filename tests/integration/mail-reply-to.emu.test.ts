// Answers reach the right people, on the running stack through the real order flow: the customer's mails answer to
// the business's address from the footer's contact links (the demo seed's), the chef's alert about a paid order
// answers to the customer. Checked on the queued document and on the headers the local inbox received.
import { afterAll, describe, expect, it } from 'vitest'
import { businessContactFromContactLinks } from '../../src/shared/business-contact.ts'
import { mailSchema } from '../../src/shared/schemas/mail.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { placeGuestOrder, placePaidOrder, removeTestData } from '../support/factories.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { testFile } from '../support/test-files.ts'

const file = testFile(import.meta.url)

afterAll(async () => {
  await removeTestData()
  // The mails the orders sent (confirmation, receipt, alert) name the file's addresses.
  const mails = await adminDb().collection('mail').get()
  const ours = mails.docs.filter((mail) => {
    const { to, replyTo } = mail.data() as { to?: string[]; replyTo?: string }
    return [...(to ?? []), replyTo ?? ''].some((address) => address.startsWith(file.emailPrefix))
  })
  await Promise.all(ours.map((mail) => mail.ref.delete()))
})

async function businessAddress(): Promise<string> {
  const found = await adminDb()
    .collection('contentConfigs')
    .where('configKey', '==', 'contactLinks')
    .limit(1)
    .get()
  const { email } = businessContactFromContactLinks(found.docs[0]?.data()['contentBlocks'] ?? [])
  // The demo seed's footer links carry the business's address.
  expect(email).toBe('chef@saffron-table.test')
  return email!
}

async function queuedMail(id: string) {
  return eventually(`mail ${id}`, async () => {
    const snapshot = await adminDb().collection('mail').doc(id).get()
    return snapshot.exists ? mailSchema.parse({ id, ...snapshot.data() }) : undefined
  })
}

describe('Reply-To on the mails an order sends', () => {
  it("answers the order confirmation to the business's address, and its footer says so", async () => {
    const business = await businessAddress()
    const placed = await placeGuestOrder(file, 'confirmed')
    const queued = await queuedMail(`order-confirmation-${placed.orderId}`)
    expect(queued.replyTo).toBe(business)

    const received = await waitForMail({ to: placed.email, subject: queued.message.subject })
    expect(received.headers['reply-to']).toBe(business)
    expect(received.text).toContain('Questions? Reply to this mail or call +1 212 555 0142.')
  }, 60_000)

  it("answers the chef's alert about a paid order to the customer", async () => {
    const placed = await placePaidOrder(file, 'paid')
    const queued = await queuedMail(`order-${placed.orderId}-owner-paid`)
    expect(queued.replyTo).toBe(placed.email)

    const received = await waitForMail({ subject: queued.message.subject })
    expect(received.headers['reply-to']).toBe(placed.email)
    expect(received.text).not.toContain('Questions?')
  }, 60_000)
})
