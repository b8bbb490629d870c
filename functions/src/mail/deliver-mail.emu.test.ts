import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { demoProjectId } from '../../../src/lib/emulator-ports.ts'
import { deliverMail, type DeliverMailOptions, type MailTransport } from './deliver-mail.ts'
import { mailDeliverySchema as sharedMailDeliverySchema } from '../../../src/shared/schemas/mail.ts'
import { mailDeliverySchema, type MailDelivery } from './mail-schema.ts'
import { retryDueMails } from './retry-mail.ts'
import { createSmtpTransport } from './transport.ts'

// Real SMTP server (smtp-server on a random port) and the real Firestore emulator (FIRESTORE_EMULATOR_HOST).

interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/** An SMTP server that records what it accepts and can reject the next N messages with a given reply code. */
async function startSmtpServer() {
  const received: ReceivedMail[] = []
  const failures = { left: 0, code: 451, message: 'Try again later' }
  let dataCommands = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      dataCommands++
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        if (failures.left > 0) {
          failures.left--
          callback(Object.assign(new Error(failures.message), { responseCode: failures.code }))
          return
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Reject the next `count` messages (Infinity: all) with `code`. */
    failNext(count: number, code = 451, message = 'Try again later') {
      Object.assign(failures, { left: count, code, message })
    },
    dataCommands: () => dataCommands,
    reset() {
      received.length = 0
      dataCommands = 0
      failures.left = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const mailFrom = 'Saffron Table <no-reply@saffron-table.test>'
// Each run gets its own collection so it never touches the app's `mail` documents or another run's.
const collection = `mail-test-${randomUUID()}`
// Short waits between attempts; the policy values themselves are covered by delivery-policy.test.ts.
const sleeps: number[] = []
const fastOptions: DeliverMailOptions = {
  collection,
  sleep: async (ms) => {
    sleeps.push(ms)
    await new Promise((resolve) => setTimeout(resolve, 5))
  },
}

let app: App
let db: Firestore
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  app = initializeApp({ projectId: demoProjectId }, `deliver-mail-${randomUUID()}`)
  db = getFirestore(app)
  smtp = await startSmtpServer()
})

afterEach(() => {
  smtp.reset()
  sleeps.length = 0
})

afterAll(async () => {
  const docs = await db.collection(collection).listDocuments()
  await Promise.all(docs.map((doc) => doc.delete()))
  await smtp?.close()
  await deleteApp(app)
})

async function createMail(fields: Record<string, unknown> = {}): Promise<string> {
  const ref = await db.collection(collection).add({
    to: ['guest@example.com'],
    message: { subject: `Order ${randomUUID()}`, html: '<p>Thank you for your order.</p>' },
    ...fields,
  })
  return ref.id
}

async function readDelivery(mailId: string): Promise<MailDelivery> {
  const snapshot = await db.collection(collection).doc(mailId).get()
  const delivery = snapshot.get('delivery')
  // What the functions write must be readable by the app's schema too.
  expect(sharedMailDeliverySchema.safeParse(delivery).success).toBe(true)
  return mailDeliverySchema.parse(delivery)
}

describe('deliverMail against SMTP and the Firestore emulator', () => {
  it("sends the mail's Reply-To as its header, and none when the mail has none", async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    const answered = await createMail({ replyTo: 'chef@saffron-table.test' })
    expect(await deliverMail(db, transport, answered, Date.now, fastOptions)).toMatchObject({
      outcome: 'sent',
    })
    const unanswered = await createMail()
    expect(await deliverMail(db, transport, unanswered, Date.now, fastOptions)).toMatchObject({
      outcome: 'sent',
    })
    expect(smtp.received).toHaveLength(2)
    expect(smtp.received[0]?.raw).toMatch(/^Reply-To: chef@saffron-table\.test\r?$/im)
    expect(smtp.received[1]?.raw).not.toMatch(/^Reply-To:/im)
  })

  it('delivers a new mail once and records SUCCESS', async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    const mailId = await createMail({ to: ['guest@example.com', 'chef@example.com'] })
    const before = Date.now()

    const result = await deliverMail(db, transport, mailId, Date.now, fastOptions)

    expect(result).toEqual({ outcome: 'sent', attempts: 1 })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]?.from).toBe('no-reply@saffron-table.test')
    expect(smtp.received[0]?.to).toEqual(['guest@example.com', 'chef@example.com'])
    expect(smtp.received[0]?.raw).toContain('<p>Thank you for your order.</p>')
    const delivery = await readDelivery(mailId)
    expect(delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      leaseExpireTime: null,
      nextAttemptTime: null,
      info: { accepted: ['guest@example.com', 'chef@example.com'], rejected: [] },
    })
    expect(delivery.info?.messageId).toMatch(/^<.+>$/)
    expect(delivery.startTime).toBeGreaterThanOrEqual(before)
    expect(delivery.endTime).toBeGreaterThanOrEqual(delivery.startTime ?? Infinity)

    // A repeated trigger delivery (at-least-once) finds it delivered and sends nothing.
    expect(await deliverMail(db, transport, mailId, Date.now, fastOptions)).toMatchObject({
      outcome: 'skipped',
      state: 'SUCCESS',
    })
    expect(smtp.dataCommands()).toBe(1)
  })

  it('sends exactly one message when called concurrently', async () => {
    const smtpTransport = createSmtpTransport(smtp.url, mailFrom)
    // The send waits until the other calls have returned (or 10 s), so the mail is still PROCESSING while they
    // try to claim it: a broken claim would let a second call send too.
    let returned = 0
    const transport: MailTransport = {
      async sendMail(message) {
        const deadline = Date.now() + 10_000
        while (returned < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
        return smtpTransport.sendMail(message)
      },
    }
    const mailId = await createMail()

    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        deliverMail(db, transport, mailId, Date.now, fastOptions).finally(() => returned++),
      ),
    )

    expect(results.filter((result) => result.outcome === 'sent')).toHaveLength(1)
    expect(results.filter((result) => result.outcome === 'skipped')).toHaveLength(3)
    expect(smtp.dataCommands()).toBe(1)
    expect(smtp.received).toHaveLength(1)
    expect(await readDelivery(mailId)).toMatchObject({ state: 'SUCCESS', attempts: 1 })
  })

  it('retries a temporarily failing server with doubling waits, then succeeds', async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    const mailId = await createMail()
    smtp.failNext(2, 451)

    const result = await deliverMail(db, transport, mailId, Date.now, fastOptions)

    expect(result).toEqual({ outcome: 'sent', attempts: 3 })
    expect(sleeps).toEqual([1_000, 2_000])
    expect(smtp.dataCommands()).toBe(3)
    expect(smtp.received).toHaveLength(1)
    expect(await readDelivery(mailId)).toMatchObject({ state: 'SUCCESS', attempts: 3, error: null })
  })

  it('waits for real between attempts with the default policy', async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    const mailId = await createMail()
    smtp.failNext(1, 421)
    const started = Date.now()

    const result = await deliverMail(db, transport, mailId, Date.now, { collection })

    expect(result).toEqual({ outcome: 'sent', attempts: 2 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
  })

  it('records ERROR with the message and a next attempt time when every attempt fails; the sweeper retries it later', async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    const mailId = await createMail()
    smtp.failNext(Infinity, 451, 'Mailbox busy, try again later')
    const before = Date.now()

    const result = await deliverMail(db, transport, mailId, Date.now, fastOptions)

    expect(result.outcome).toBe('failed')
    expect(smtp.dataCommands()).toBe(3)
    expect(smtp.received).toHaveLength(0)
    const failed = await readDelivery(mailId)
    expect(failed).toMatchObject({ state: 'ERROR', attempts: 3, leaseExpireTime: null })
    expect(failed.error).toContain('451')
    expect(failed.error).toContain('Mailbox busy, try again later')
    // First failed run: retry after 5 minutes.
    expect(failed.nextAttemptTime).toBeGreaterThanOrEqual(before + 5 * 60_000)
    expect(failed.nextAttemptTime).toBeLessThanOrEqual(Date.now() + 5 * 60_000)

    // Before nextAttemptTime the sweeper leaves it alone.
    smtp.failNext(0)
    expect(await retryDueMails(db, transport, Date.now, fastOptions)).toEqual([])
    expect(smtp.dataCommands()).toBe(3)

    // Once it has passed, the sweeper delivers it.
    const later = () => Date.now() + 6 * 60_000
    const swept = await retryDueMails(db, transport, later, fastOptions)
    expect(swept).toEqual([{ mailId, result: { outcome: 'sent', attempts: 4 } }])
    expect(smtp.received).toHaveLength(1)
    expect(await readDelivery(mailId)).toMatchObject({ state: 'SUCCESS', attempts: 4, nextAttemptTime: null })
    expect(await retryDueMails(db, transport, later, fastOptions)).toEqual([])
  })

  it('stays in ERROR once the maximum number of attempts is used', async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    const mailId = await createMail()
    smtp.failNext(Infinity, 452)
    const options = { ...fastOptions, policy: { maxAttempts: 5 } }

    let clock = Date.now()
    const now = () => clock
    await deliverMail(db, transport, mailId, now, options)
    expect(await readDelivery(mailId)).toMatchObject({
      state: 'ERROR',
      attempts: 3,
      nextAttemptTime: clock + 5 * 60_000,
    })

    clock += 5 * 60_000
    const second = await retryDueMails(db, transport, now, options)
    // Only 2 attempts were left of the 5.
    expect(second).toEqual([{ mailId, result: { outcome: 'failed', attempts: 5, nextAttemptTime: null } }])
    expect(await readDelivery(mailId)).toMatchObject({ state: 'ERROR', attempts: 5, nextAttemptTime: null })

    clock += 24 * 60 * 60_000
    expect(await retryDueMails(db, transport, now, options)).toEqual([])
    expect(await deliverMail(db, transport, mailId, now, options)).toMatchObject({
      outcome: 'skipped',
      state: 'ERROR',
    })
    expect(smtp.dataCommands()).toBe(5)
  })

  it('does not retry a permanent (5xx) rejection', async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    const mailId = await createMail()
    smtp.failNext(Infinity, 550, 'Mailbox unavailable')

    const result = await deliverMail(db, transport, mailId, Date.now, fastOptions)

    expect(result).toEqual({ outcome: 'failed', attempts: 1, nextAttemptTime: null })
    expect(smtp.dataCommands()).toBe(1)
    const delivery = await readDelivery(mailId)
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 1, nextAttemptTime: null })
    expect(delivery.error).toContain('550')
  })

  it('marks an invalid mail document as ERROR without sending', async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    const mailId = await createMail({ to: ['not an address'], message: { subject: '', html: '<p>x</p>' } })

    const result = await deliverMail(db, transport, mailId, Date.now, fastOptions)

    expect(result).toEqual({ outcome: 'failed', attempts: 0, nextAttemptTime: null })
    expect(smtp.dataCommands()).toBe(0)
    const delivery = await readDelivery(mailId)
    expect(delivery).toMatchObject({ state: 'ERROR', nextAttemptTime: null })
    expect(delivery.error).toBe('Invalid mail document: to.0, message.subject')
  })

  it('takes over a PROCESSING mail only after its lease has expired', async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    const leaseExpireTime = Date.now() + 60_000
    const mailId = await createMail({
      delivery: { state: 'PROCESSING', attempts: 1, startTime: Date.now(), leaseExpireTime },
    })

    expect(await deliverMail(db, transport, mailId, Date.now, fastOptions)).toMatchObject({
      outcome: 'skipped',
      state: 'PROCESSING',
    })
    expect(await retryDueMails(db, transport, Date.now, fastOptions)).toEqual([])
    expect(smtp.dataCommands()).toBe(0)

    const swept = await retryDueMails(db, transport, () => leaseExpireTime + 1, fastOptions)
    expect(swept).toEqual([{ mailId, result: { outcome: 'sent', attempts: 2 } }])
    expect(smtp.received).toHaveLength(1)
  })

  it('records connection failures as retryable errors', async () => {
    // Port 1 on localhost refuses connections.
    const transport = createSmtpTransport('smtp://127.0.0.1:1', mailFrom)
    const mailId = await createMail()

    const result = await deliverMail(db, transport, mailId, Date.now, fastOptions)

    expect(result.outcome).toBe('failed')
    const delivery = await readDelivery(mailId)
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 3 })
    expect(delivery.error).toMatch(/ECONNREFUSED|connect/i)
    expect(delivery.nextAttemptTime).not.toBeNull()
  })

  it('skips a mail that does not exist', async () => {
    const transport = createSmtpTransport(smtp.url, mailFrom)
    expect(await deliverMail(db, transport, `missing-${randomUUID()}`, Date.now, fastOptions)).toEqual({
      outcome: 'skipped',
      reason: 'missing',
    })
  })
})
