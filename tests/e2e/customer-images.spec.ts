// A customer chooses the URL of an image answer; an admin reading or editing the answer must not load whatever it
// points at. Only images of our own Storage are shown; others are links (http) or plain text (anything else).
import { randomUUID } from 'node:crypto'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

const outsideHost = 'tracker.example'
const outsideImage = `https://${outsideHost}/pixel.gif?who=admin`
const scriptUrl = 'javascript:alert(document.domain)'
const ownImage =
  'http://127.0.0.1:9199/v0/b/demo-saffron-table.appspot.com/o/chefPackageImages%2Fmissing.webp?alt=media'

const question = (id: string, questionText: string, answer: string) => ({
  id,
  questionText,
  questionKey: id,
  questionImage: '',
  typeKey: 'image',
  answer,
})

test.describe('images in form answers', () => {
  const responseId = `e2e-images-${randomUUID()}`

  test.beforeAll(async () => {
    await adminDb()
      .collection('formResponses')
      .doc(responseId)
      .set({
        formId: 'no-such-form',
        formTitle: 'Kitchen photos',
        userId: 'someone',
        userEmail: 'someone@example.com',
        questions: [
          question('outside', 'Kitchen photo', outsideImage),
          question('script', 'Oven photo', scriptUrl),
          question('own', 'Pantry photo', ownImage),
        ],
        createdStamp: Date.now(),
        createdIso: new Date().toISOString(),
      })
  })

  test.afterAll(async () => {
    await adminDb().collection('formResponses').doc(responseId).delete()
  })

  test('an admin sees only our own images; outside ones are inert links and are never requested', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const outsideRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).host === outsideHost) outsideRequests.push(request.url())
    })
    // Our own (missing) image may 404 on the Storage emulator; only that is an expected console error.
    await page.route('http://127.0.0.1:9199/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    )
    await signIn(page, adminAccount, `/single-response/${responseId}`)

    await expect(page.getByRole('heading', { name: 'Kitchen photos' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Answer to: Pantry photo' })).toHaveAttribute('src', ownImage)
    await expect(page.locator(`img[src*="${outsideHost}"]`)).toHaveCount(0)
    await expect(page.locator('img[src^="javascript:"]')).toHaveCount(0)
    const outsideLink = page.getByRole('link', { name: outsideImage })
    await expect(outsideLink).toHaveAttribute('href', outsideImage)
    await expect(outsideLink).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    // The script URL is text, not a link.
    await expect(page.getByText(scriptUrl)).toBeVisible()
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0)
    await expectAccessible(page)
    await shoot(page, {
      path: screenshotPath('customer-images', 'single-response', testInfo),
      fullPage: true,
    })

    // The answer editor shows the same: no preview of the outside image, its address as a link.
    await page.goto(`/edit-content/${responseId}`)
    await expect(page.getByRole('link', { name: outsideImage })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    )
    await expect(page.locator(`img[src*="${outsideHost}"]`)).toHaveCount(0)
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'Pantry photo preview' })).toHaveAttribute('src', ownImage)
    await expectAccessible(page)
    await shoot(page, {
      path: screenshotPath('customer-images', 'edit-answers', testInfo),
      fullPage: true,
    })

    expect(outsideRequests).toEqual([])
  })
})
