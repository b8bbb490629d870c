// A stored document that does not fit its schema (written before the rules checked it, or by a script) never takes
// a back-office list down: the list shows the other records and says how many it left out, and the admin opens the
// bad one, sees what could be read, and saves a corrected version.
import { randomUUID } from 'node:crypto'
import type { Page, TestInfo } from '@playwright/test'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

/** Opens `path` as the admin; the page says that one record could not be read. Returns that notice. */
async function openWithOneUnreadable(page: Page, testInfo: TestInfo, path: string) {
  await phoneWidth(page, testInfo)
  await signIn(page, adminAccount, path)
  const notice = page.getByRole('status').filter({ hasText: 'could not be read' })
  await expect(notice).toContainText('1 record could not be read')
  return notice
}

const stamps = () => ({ createdStamp: Date.now() + 60_000, createdIso: new Date().toISOString() })
// The broken response's one readable answer, kept as it was by the corrected version.
const dishAnswer = {
  id: 'q1',
  questionText: 'Favourite dish',
  questionKey: 'dish',
  questionImage: '',
  typeKey: 'text',
  answer: 'Risotto',
}

test.describe('unreadable records in back-office lists', () => {
  test.describe.configure({ timeout: 120_000 })
  const run = randomUUID().slice(0, 8)
  const profileId = `e2e-bad-profile-${run}`
  const responseId = `e2e-bad-response-${run}`

  test.beforeEach(async () => {
    await adminDb()
      .collection('userProfiles')
      .doc(profileId)
      .set({
        userId: profileId,
        email: `bad-${run}@example.com`,
        emailLower: `bad-${run}@example.com`,
        firstName: 'Broken',
        lastName: 'Record',
        phone: '(212) 555-0100',
        // A number where the search key is text: the data layer cannot read the profile.
        firstNameLower: 42,
        userStatus: 'readyToOrder',
        isAdmin: false,
        ...stamps(),
      })
    await adminDb()
      .collection('formResponses')
      .doc(responseId)
      .set({
        formId: 'no-such-form',
        formTitle: `Broken answers ${run}`,
        userId: profileId,
        userEmail: `bad-${run}@example.com`,
        questions: [
          dishAnswer,
          {
            id: 'q2',
            questionText: 'Kitchen video',
            questionKey: 'video',
            questionImage: '',
            typeKey: 'video',
            answer: 42,
          },
        ],
        ...stamps(),
      })
  })

  test.afterEach(async () => {
    await adminDb().collection('userProfiles').doc(profileId).delete()
    await adminDb().collection('formResponses').doc(responseId).delete()
  })

  test('the user list shows the readable profiles and opens the bad one for correction', async ({
    page,
  }, testInfo) => {
    const notice = await openWithOneUnreadable(page, testInfo, '/user-management')
    await expect(page.getByText(customerAccount.email).filter({ visible: true }).first()).toBeVisible()
    await expect(page.getByText(`bad-${run}@example.com`)).toHaveCount(0)
    await expectAccessible(page)
    await shoot(page, {
      path: screenshotPath('unreadable-records', 'user-list', testInfo),
      fullPage: true,
    })

    await notice.getByRole('link', { name: `Open and correct record ${profileId}` }).click()
    await expect(page.getByRole('heading', { name: 'Customer Profile: Broken Record' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toContainText(
      'firstNameLower',
    )
    await shoot(page, {
      path: screenshotPath('unreadable-records', 'profile-repair', testInfo),
      fullPage: true,
    })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/user-management$/)
    await expect(page.getByText(`bad-${run}@example.com`).filter({ visible: true }).first()).toBeVisible()
    await expect(page.getByText('could not be read')).toHaveCount(0)
    const stored = (await adminDb().collection('userProfiles').doc(profileId).get()).data()
    expect(stored).toMatchObject({
      firstNameLower: 'broken',
      firstName: 'Broken',
      userStatus: 'readyToOrder',
    })
  })

  test('the form intake shows the readable responses and the bad one is saved corrected', async ({
    page,
  }, testInfo) => {
    const notice = await openWithOneUnreadable(page, testInfo, '/form-response-intake')
    await expect(page.getByRole('heading', { name: 'Form Intake' })).toBeVisible()
    await expect(page.getByText(`Broken answers ${run}`)).toHaveCount(0)
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('unreadable-records', 'intake', testInfo), fullPage: true })

    await notice.getByRole('link', { name: `Open and correct record ${responseId}` }).click()
    await expect(page.getByRole('heading', { name: `Broken answers ${run}` })).toBeVisible()
    await expect(page.getByText('Risotto')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toContainText('questions')
    await expectAccessible(page)
    await shoot(page, {
      path: screenshotPath('unreadable-records', 'response-repair', testInfo),
      fullPage: true,
    })
    await page.getByRole('button', { name: 'Save corrected version' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved a corrected version.' })).toBeVisible()

    const stored = (await adminDb().collection('formResponses').doc(responseId).get()).data()
    expect(stored?.['questions']).toEqual([
      dishAnswer,
      { id: 'q2', questionText: 'Kitchen video', questionKey: 'video', questionImage: '', typeKey: 'text' },
    ])
    await page.goto('/form-response-intake')
    await expect(page.getByText(`Broken answers ${run}`).filter({ visible: true }).first()).toBeVisible()
    await expect(page.getByText('could not be read')).toHaveCount(0)
  })
})
