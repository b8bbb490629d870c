// The admin's testimonial review page: several reviews selected and published together, then unpublished and
// deleted together; a review with a link is marked as likely spam. The spec makes its own reviews; publishing
// them changes the landing page's newest testimonials, so it runs in the settings lane beside the other
// testimonial journey (playwright.config.ts).
import path from 'node:path'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const reviews = [
  { id: `bulk-a-${run}`, name: `Amira ${run}`, testimony: `The lamb tagine was perfect ${run}.` },
  { id: `bulk-b-${run}`, name: `Bruno ${run}`, testimony: `Warm service and a lovely tart ${run}.` },
  { id: `bulk-c-${run}`, name: `Chen ${run}`, testimony: `Great food, more at cheap-pills.biz ${run}` },
]

test.describe('testimonial review in bulk', () => {
  test.describe.configure({ timeout: 180_000 })

  test.beforeAll(async () => {
    const db = adminDb()
    for (const review of reviews) {
      await db.doc(`testimonialReview/${review.id}`).set({
        name: review.name,
        email: `${review.id}@guests.test`,
        testimony: review.testimony,
        published: false,
        createdStamp: Date.now(),
      })
    }
  })

  test.afterAll(async () => {
    const db = adminDb()
    for (const review of reviews) {
      const published = await db.collection('testimonials').where('reviewId', '==', review.id).get()
      await Promise.all(published.docs.map((doc) => doc.ref.delete()))
      await db.doc(`testimonialReview/${review.id}`).delete()
    }
  })

  test('an admin publishes three selected reviews together, unpublishes and deletes them; a link is marked as likely spam', async ({
    page,
  }, testInfo) => {
    await signIn(page, adminAccount, '/testimonial-review')
    await expect(page.getByRole('heading', { name: 'Testimonials To Review' })).toBeVisible()
    const cardOf = (review: (typeof reviews)[number]) =>
      page.getByRole('article').filter({ hasText: review.testimony })

    await expect(cardOf(reviews[2]!).getByText('Likely spam: contains a link')).toBeVisible()
    await expect(cardOf(reviews[0]!).getByText(/Likely spam/)).toHaveCount(0)

    for (const review of reviews) {
      await page.getByRole('checkbox', { name: `Select the testimonial from ${review.name}` }).check()
    }
    const toolbar = page.getByRole('region', { name: 'Selected testimonials' })
    await expect(toolbar.getByText('3 selected')).toBeVisible()
    await expect(toolbar.getByRole('button', { name: 'Unpublish' })).toHaveCount(0)
    await expectAccessible(page)
    await shoot(page, {
      path: path.join(testInfo.outputDir, 'testimonial-bulk-selection.png'),
      fullPage: true,
    })

    await toolbar.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status').filter({ hasText: '3 testimonials published' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(toolbar).toHaveCount(0)
    for (const review of reviews) await expect(cardOf(review)).toHaveCount(0)

    await page.getByRole('link', { name: 'Show published' }).click()
    await expect(page.getByRole('heading', { name: 'Published Testimonials' })).toBeVisible()
    for (const review of reviews) {
      await expect(cardOf(review).getByText('Published', { exact: true })).toBeVisible()
      await page.getByRole('checkbox', { name: `Select the testimonial from ${review.name}` }).check()
    }
    await expect(cardOf(reviews[2]!).getByText('Likely spam: contains a link')).toBeVisible()
    const published = await adminDb().collection('testimonials').where('reviewId', '==', reviews[0]!.id).get()
    expect(published.size).toBe(1)

    // The published list offers Unpublish, never Delete.
    await expect(toolbar.getByRole('button', { name: 'Delete' })).toHaveCount(0)
    await toolbar.getByRole('button', { name: 'Unpublish' }).click()
    await expect(page.getByRole('status').filter({ hasText: '3 testimonials unpublished' })).toBeVisible({
      timeout: 30_000,
    })
    for (const review of reviews) await expect(cardOf(review)).toHaveCount(0)

    await page.getByRole('link', { name: 'Show unpublished' }).click()
    for (const review of reviews) {
      await page.getByRole('checkbox', { name: `Select the testimonial from ${review.name}` }).check()
    }
    await toolbar.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete 3 testimonials?' })
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('status').filter({ hasText: '3 testimonials deleted' })).toBeVisible({
      timeout: 30_000,
    })
    for (const review of reviews) {
      await expect(cardOf(review)).toHaveCount(0)
      expect((await adminDb().doc(`testimonialReview/${review.id}`).get()).exists).toBe(false)
    }
  })
})
