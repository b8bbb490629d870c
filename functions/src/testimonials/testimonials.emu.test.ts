// Against the running stack: the public intake (rate limits, alert mail, escaping) and publish / unpublish.
import { afterAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../../scripts/seed-data.ts'
import { demoProjectId, emulatorPorts } from '../../../src/lib/emulator-ports.ts'
import {
  alertRecipientsSchema,
  consultationAlertRecipientsKey,
} from '../../../src/shared/schemas/app-config.ts'
import { adminDb } from '../../../tests/support/admin.ts'
import { idTokenFor } from '../../../tests/support/auth-emulator.ts'
import { counterRef } from '../lib/rate-limit.ts'
import { testimonialLimits } from './submit-testimonial.ts'

const cleanup: string[] = []
const counters: { limit: (typeof testimonialLimits)[keyof typeof testimonialLimits]; value: string }[] = []
afterAll(async () => {
  const db = adminDb()
  await Promise.all(cleanup.map((path) => db.doc(path).delete()))
  await Promise.all(counters.map(({ limit, value }) => counterRef(db, limit, value).delete()))
})

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
// Each test gets its own client address (the emulator has no proxy, so X-Forwarded-For is taken as sent).
let ipCounter = 0
const freshIp = () => `198.51.${(Date.now() % 250) + 1}.${(ipCounter += 1)}-${run}`

async function call(name: string, data: unknown, options: { token?: string; ip?: string } = {}) {
  const response = await fetch(
    `http://127.0.0.1:${emulatorPorts.functions}/${demoProjectId}/us-central1/${name}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      },
      body: JSON.stringify({ data }),
    },
  )
  const body = (await response.json()) as {
    result?: Record<string, unknown>
    error?: { status: string; message: string }
  }
  return { status: response.status, ...body }
}

function submit(fields: { email: string; name?: string; testimony?: string }, ip: string) {
  counters.push(
    { limit: testimonialLimits.perEmail, value: fields.email.toLowerCase() },
    { limit: testimonialLimits.perIp, value: ip },
  )
  return call('submitTestimonialCallable', { name: 'Ann', testimony: 'Lovely dinner.', ...fields }, { ip })
}

const email = (label: string) => `${label}-${run}@testimonials.test`
const admin = demoAccounts.find((account) => account.role === 'admin')!
const customer = demoAccounts.find((account) => account.role === 'customer')!

async function activeRecipients(): Promise<string[]> {
  const snapshot = await adminDb()
    .collection('appConfigs')
    .where('configKey', '==', consultationAlertRecipientsKey)
    .limit(1)
    .get()
  const content = snapshot.docs[0]?.get('configContent')
  if (typeof content !== 'string') return []
  return alertRecipientsSchema
    .parse(JSON.parse(content))
    .filter((entry) => entry.active)
    .map((entry) => entry.email)
}

describe('submitTestimonialCallable', () => {
  it('stores an unpublished review and queues the Testimony Alert with every value escaped', async () => {
    const reply = await submit(
      {
        email: email('escape'),
        name: '<img src=x onerror=alert(1)>Ann',
        testimony: 'Great "food" & <script>x</script>',
      },
      freshIp(),
    )
    expect(reply.status).toBe(200)
    const reviewId = String(reply.result?.['reviewId'])
    cleanup.push(`testimonialReview/${reviewId}`, `mail/testimony-alert-${reviewId}`)
    const review = (await adminDb().doc(`testimonialReview/${reviewId}`).get()).data()
    expect(review).toMatchObject({
      published: false,
      email: email('escape'),
      testimony: 'Great "food" & <script>x</script>',
    })
    const recipients = await activeRecipients()
    expect(
      recipients.length,
      'the seeded consultationAlertRecipients config has active entries',
    ).toBeGreaterThan(0)
    const mail = (await adminDb().doc(`mail/testimony-alert-${reviewId}`).get()).data()
    expect(mail?.['to']).toEqual(recipients)
    expect(mail?.['replyTo']).toBe(email('escape'))
    expect(mail?.['message']['subject']).toBe('Testimony Alert')
    const body = String(mail?.['message']['html'])
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;Ann')
    expect(body).toContain('Great &quot;food&quot; &amp; &lt;script&gt;x&lt;/script&gt;')
    expect(body).not.toContain('<script>')
    expect(body).toContain(`/testimonial-review?reviewId=${reviewId}`)
  })

  it('refuses invalid input and stores nothing', async () => {
    const before = (
      await adminDb().collection('testimonialReview').where('email', '==', 'not-an-email').get()
    ).size
    const reply = await submit({ email: 'not-an-email', name: ' ' }, freshIp())
    expect(reply.status).toBe(400)
    expect(
      (await adminDb().collection('testimonialReview').where('email', '==', 'not-an-email').get()).size,
    ).toBe(before)
  })

  it('allows 3 per e-mail per hour; the 4th is refused with a clear message and nothing is stored', async () => {
    const address = email('limit')
    for (let index = 0; index < testimonialLimits.perEmail.max; index += 1) {
      const reply = await submit({ email: address }, freshIp())
      expect(reply.status).toBe(200)
      cleanup.push(
        `testimonialReview/${String(reply.result?.['reviewId'])}`,
        `mail/testimony-alert-${String(reply.result?.['reviewId'])}`,
      )
    }
    const refused = await submit({ email: address.toUpperCase() }, freshIp())
    expect(refused.status).toBe(429)
    expect(refused.error?.message).toMatch(/wait an hour/)
    expect((await adminDb().collection('testimonialReview').where('email', '==', address).get()).size).toBe(3)
  })

  it('allows 20 per client address per hour, whatever the e-mail; the 21st is refused', async () => {
    const ip = freshIp()
    for (let index = 0; index < testimonialLimits.perIp.max; index += 1) {
      const reply = await submit({ email: email(`ip${index}`) }, ip)
      expect(reply.status).toBe(200)
      cleanup.push(
        `testimonialReview/${String(reply.result?.['reviewId'])}`,
        `mail/testimony-alert-${String(reply.result?.['reviewId'])}`,
      )
    }
    expect((await submit({ email: email('ip-over') }, ip)).status).toBe(429)
    // A neighbour on another address is not affected.
    const other = await submit({ email: email('ip-other') }, freshIp())
    expect(other.status).toBe(200)
    cleanup.push(
      `testimonialReview/${String(other.result?.['reviewId'])}`,
      `mail/testimony-alert-${String(other.result?.['reviewId'])}`,
    )
  })
})

describe('setTestimonialPublishedCallable', () => {
  it('publishes (testimonial record + review flags) and unpublishes (record gone), each atomically', async () => {
    const submitted = await submit(
      { email: email('publish'), name: 'Pia', testimony: 'Best paella.' },
      freshIp(),
    )
    const reviewId = String(submitted.result?.['reviewId'])
    cleanup.push(`testimonialReview/${reviewId}`, `mail/testimony-alert-${reviewId}`)
    const token = await idTokenFor(admin.email, admin.password)

    const published = await call('setTestimonialPublishedCallable', { reviewId, published: true }, { token })
    expect(published.status).toBe(200)
    const tmonyId = String(published.result?.['tmonyId'])
    cleanup.push(`testimonials/${tmonyId}`)
    const review = (await adminDb().doc(`testimonialReview/${reviewId}`).get()).data()
    expect(review).toMatchObject({ published: true, tmonyId })
    const testimonial = (await adminDb().doc(`testimonials/${tmonyId}`).get()).data()
    expect(testimonial).toMatchObject({
      reviewId,
      name: 'Pia',
      email: email('publish'),
      testimony: 'Best paella.',
      reviewStamp: review?.['createdStamp'],
    })

    // Publishing twice changes nothing.
    const again = await call('setTestimonialPublishedCallable', { reviewId, published: true }, { token })
    expect(again.result?.['tmonyId']).toBe(tmonyId)
    expect((await adminDb().collection('testimonials').where('reviewId', '==', reviewId).get()).size).toBe(1)

    const unpublished = await call(
      'setTestimonialPublishedCallable',
      { reviewId, published: false },
      { token },
    )
    expect(unpublished.result).toEqual({ reviewId, published: false, tmonyId: null })
    expect((await adminDb().doc(`testimonials/${tmonyId}`).get()).exists).toBe(false)
    const after = (await adminDb().doc(`testimonialReview/${reviewId}`).get()).data()
    expect(after?.['published']).toBe(false)
    expect(after?.['tmonyId']).toBeUndefined()
  })

  it('refuses a customer and a guest; an unknown review is not found', async () => {
    const customerToken = await idTokenFor(customer.email, customer.password)
    expect(
      (
        await call(
          'setTestimonialPublishedCallable',
          { reviewId: 'x', published: true },
          { token: customerToken },
        )
      ).status,
    ).toBe(403)
    expect((await call('setTestimonialPublishedCallable', { reviewId: 'x', published: true })).status).toBe(
      401,
    )
    const token = await idTokenFor(admin.email, admin.password)
    expect(
      (
        await call(
          'setTestimonialPublishedCallable',
          { reviewId: `missing-${run}`, published: true },
          { token },
        )
      ).status,
    ).toBe(404)
  })
})

describe('changeTestimonialsCallable', () => {
  // Reviews written straight to the emulator: this test is about the bulk change, not the intake.
  async function storeReviews(label: string, count: number): Promise<string[]> {
    const db = adminDb()
    const ids = Array.from({ length: count }, (_, index) => `bulk-${label}-${index}-${run}`)
    for (const [index, id] of ids.entries()) {
      cleanup.push(`testimonialReview/${id}`)
      await db.doc(`testimonialReview/${id}`).set({
        name: `Guest ${index}`,
        email: email(`bulk-${label}-${index}`),
        testimony: `Lovely evening number ${index}.`,
        published: false,
        createdStamp: Date.now(),
      })
    }
    return ids
  }
  const reviewOf = async (id: string) => (await adminDb().doc(`testimonialReview/${id}`).get()).data()

  it('refuses a customer and a guest, and changes nothing', async () => {
    const reviewIds = await storeReviews('refused', 2)
    const customerToken = await idTokenFor(customer.email, customer.password)
    const asCustomer = await call(
      'changeTestimonialsCallable',
      { change: 'publish', reviewIds },
      { token: customerToken },
    )
    expect(asCustomer.status).toBe(403)
    expect((await call('changeTestimonialsCallable', { change: 'delete', reviewIds })).status).toBe(401)
    for (const id of reviewIds) expect(await reviewOf(id)).toMatchObject({ published: false })
  })

  it('publishes, unpublishes and deletes several reviews together', async () => {
    const reviewIds = await storeReviews('all', 3)
    const token = await idTokenFor(admin.email, admin.password)

    const published = await call('changeTestimonialsCallable', { change: 'publish', reviewIds }, { token })
    expect(published.result).toEqual({ change: 'publish', count: 3 })
    for (const id of reviewIds) {
      const review = await reviewOf(id)
      expect(review?.['published']).toBe(true)
      cleanup.push(`testimonials/${String(review?.['tmonyId'])}`)
      const testimonial = (
        await adminDb()
          .doc(`testimonials/${String(review?.['tmonyId'])}`)
          .get()
      ).data()
      expect(testimonial).toMatchObject({
        reviewId: id,
        name: review?.['name'],
        testimony: review?.['testimony'],
      })
    }

    // A published review cannot be deleted: the whole delete is refused.
    const refused = await call('changeTestimonialsCallable', { change: 'delete', reviewIds }, { token })
    expect(refused.status).toBe(400)
    expect(refused.error?.message).toMatch(/Unpublish the selected testimonials/)
    for (const id of reviewIds)
      expect((await adminDb().doc(`testimonialReview/${id}`).get()).exists).toBe(true)

    const unpublished = await call(
      'changeTestimonialsCallable',
      { change: 'unpublish', reviewIds },
      { token },
    )
    expect(unpublished.result).toEqual({ change: 'unpublish', count: 3 })
    for (const id of reviewIds) {
      expect(await reviewOf(id)).toMatchObject({ published: false })
      expect((await adminDb().collection('testimonials').where('reviewId', '==', id).get()).size).toBe(0)
    }

    const deleted = await call('changeTestimonialsCallable', { change: 'delete', reviewIds }, { token })
    expect(deleted.result).toEqual({ change: 'delete', count: 3 })
    for (const id of reviewIds)
      expect((await adminDb().doc(`testimonialReview/${id}`).get()).exists).toBe(false)
  })

  it('changes nothing when one of the reviews does not exist, and says so', async () => {
    const reviewIds = await storeReviews('missing', 2)
    const token = await idTokenFor(admin.email, admin.password)
    const withMissing = [...reviewIds, `missing-${run}`]
    for (const change of ['publish', 'delete'] as const) {
      const reply = await call('changeTestimonialsCallable', { change, reviewIds: withMissing }, { token })
      expect(reply.status).toBe(404)
      expect(reply.error?.message).toBe(
        'One of the selected testimonials does not exist any more. Nothing was changed.',
      )
    }
    for (const id of reviewIds) {
      const review = await reviewOf(id)
      expect(review).toMatchObject({ published: false })
      expect(review?.['tmonyId']).toBeUndefined()
      expect((await adminDb().collection('testimonials').where('reviewId', '==', id).get()).size).toBe(0)
    }
  })

  it('refuses an empty selection', async () => {
    const token = await idTokenFor(admin.email, admin.password)
    const reply = await call('changeTestimonialsCallable', { change: 'publish', reviewIds: [] }, { token })
    expect(reply.status).toBe(400)
  })
})

describe('deleteChefPackageCallable', () => {
  it('deletes the package and removes it from every menu in one batch; other menus are untouched', async () => {
    const db = adminDb()
    const packageId = `pkg-delete-${run}`
    const menuIds = [`menu-a-${run}`, `menu-b-${run}`, `menu-c-${run}`]
    cleanup.push(...menuIds.map((id) => `menus/${id}`), `chefPackages/${packageId}`)
    await db
      .doc(`chefPackages/${packageId}`)
      .set({ title: 'Doomed', price: 10, publicMenu: true, createdStamp: Date.now() })
    await db.doc(`menus/${menuIds[0]}`).set({ title: 'A', addedChefPackages: [packageId, 'pkg-keep'] })
    await db.doc(`menus/${menuIds[1]}`).set({ title: 'B', addedChefPackages: [packageId] })
    await db.doc(`menus/${menuIds[2]}`).set({ title: 'C', addedChefPackages: ['pkg-keep'] })

    const customerToken = await idTokenFor(customer.email, customer.password)
    expect(
      (await call('deleteChefPackageCallable', { chefPackageId: packageId }, { token: customerToken }))
        .status,
    ).toBe(403)
    expect((await db.doc(`chefPackages/${packageId}`).get()).exists).toBe(true)

    const token = await idTokenFor(admin.email, admin.password)
    const reply = await call('deleteChefPackageCallable', { chefPackageId: packageId }, { token })
    expect(reply.result).toEqual({ removedFromMenus: 2 })
    expect((await db.doc(`chefPackages/${packageId}`).get()).exists).toBe(false)
    expect((await db.doc(`menus/${menuIds[0]}`).get()).get('addedChefPackages')).toEqual(['pkg-keep'])
    expect((await db.doc(`menus/${menuIds[1]}`).get()).get('addedChefPackages')).toEqual([])
    const untouched = (await db.doc(`menus/${menuIds[2]}`).get()).data()
    expect(untouched).toEqual({ title: 'C', addedChefPackages: ['pkg-keep'] })

    expect((await call('deleteChefPackageCallable', { chefPackageId: packageId }, { token })).status).toBe(
      404,
    )
  })
})
