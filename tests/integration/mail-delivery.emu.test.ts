// The whole mail path on the running stack: a `mail` document triggers the deployed function (Functions emulator),
// which sends it over SMTP to the local inbox and records SUCCESS on the document.
import { afterAll, describe, expect, it } from 'vitest'
import { mailSchema } from '../../src/shared/schemas/mail.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { listInbox, waitForMail } from '../support/mail-inbox.ts'

const created: string[] = []
afterAll(async () => {
  await Promise.all(created.map((id) => adminDb().collection('mail').doc(id).delete()))
})

describe('mail delivery through the trigger', () => {
  it('delivers a new mail document to the inbox exactly once and records success', async () => {
    const subject = `Saffron Table order ${crypto.randomUUID()}`
    const ref = await adminDb()
      .collection('mail')
      .add({ to: ['guest@example.com'], message: { subject, html: '<p>Thank you for your order.</p>' } })
    created.push(ref.id)

    const received = await waitForMail({ subject })
    expect(received.to.map((to) => to.address)).toEqual(['guest@example.com'])
    expect(received.html).toContain('Thank you for your order.')

    const delivery = await eventually('delivery SUCCESS on the document', async () => {
      const parsed = mailSchema.parse({ id: ref.id, ...(await ref.get()).data() })
      return parsed.delivery?.state === 'SUCCESS' ? parsed.delivery : undefined
    })
    expect(delivery.attempts).toBe(1)
    expect(delivery.error ?? null).toBeNull()

    // A later trigger delivery or sweep must not send it again.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await listInbox({ subject })).toHaveLength(1)
  })

  it('delivers to every address an order accepts: a quoted local part and a bracketed address', async () => {
    const subject = `Saffron Table order ${crypto.randomUUID()}`
    const quoted = '"chef guest"@example.com'
    const bracketed = 'guest@[127.0.0.1]'
    const ref = await adminDb()
      .collection('mail')
      .add({ to: [quoted, bracketed], message: { subject, html: '<p>Thank you for your order.</p>' } })
    created.push(ref.id)
    const delivery = await eventually('delivery finished on the document', async () => {
      const parsed = mailSchema.parse({ id: ref.id, ...(await ref.get()).data() })
      return parsed.delivery?.state === 'SUCCESS' || parsed.delivery?.state === 'ERROR'
        ? parsed.delivery
        : undefined
    })
    expect(delivery).toMatchObject({ state: 'SUCCESS' })
    const received = await waitForMail({ subject })
    expect(received.to.map((to) => to.address).sort()).toEqual([quoted, bracketed].sort())
  })

  it('records an error instead of sending a mail without recipients', async () => {
    const subject = `Broken mail ${crypto.randomUUID()}`
    const ref = await adminDb()
      .collection('mail')
      .add({ to: [], message: { subject, html: '<p>x</p>' } })
    created.push(ref.id)
    const delivery = await eventually('delivery ERROR on the document', async () => {
      const data = (await ref.get()).data()
      return data?.delivery?.state === 'ERROR' ? (data.delivery as { error: string }) : undefined
    })
    expect(delivery.error).toMatch(/to/)
    expect(await listInbox({ subject })).toEqual([])
  })
})
