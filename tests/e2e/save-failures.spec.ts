// A save the database refuses is said beside the form; everything typed stays and Save works again once the
// cause is gone. The record is deleted underneath the editor with the admin SDK, so the refusal is Firestore's own.
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, testExpectingConsoleErrors } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

const test = testExpectingConsoleErrors(
  /status of 404/,
  /^form editor: save failed/,
  /^app configs: save failed/,
)
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const gone = 'This record no longer exists: it may have been deleted elsewhere. Your changes are still here.'

test.describe('failed saves', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the form builder keeps every typed value when the form is deleted underneath, and saves again', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const key = `e2e-save-failure-${unique()}`
    const stored = { title: 'Before', description: '', notes: '', formKey: key, questions: [] }
    const ref = adminDb().collection('forms').doc(key)
    await ref.set(stored)
    try {
      await signIn(page, adminAccount, `/edit-form/${key}`)
      const editor = page.getByRole('form', { name: 'Form editor' })
      await editor.getByLabel('Title').fill('Spring tasting feedback')
      await editor.getByLabel('Description').fill('Tell us how the evening went.')
      await editor.getByRole('button', { name: 'Add question' }).click()
      const question = editor.getByRole('listitem', { name: 'Question 1' })
      await question.getByLabel('Question text').fill('Favourite course?')
      await question.getByLabel('Key').fill('favourite')

      await ref.delete()
      await editor.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('alert').filter({ hasText: gone })).toBeVisible()
      await expect(page.getByText(/\[\d{3}\]|not-found/)).toHaveCount(0)
      await expect(editor.getByLabel('Title')).toHaveValue('Spring tasting feedback')
      await expect(editor.getByLabel('Description')).toHaveValue('Tell us how the evening went.')
      await expect(question.getByLabel('Question text')).toHaveValue('Favourite course?')
      await expect(question.getByLabel('Key')).toHaveValue('favourite')
      await expectAccessible(page)
      await shoot(page, {
        path: screenshotPath('save-failures', 'form-builder', testInfo),
        fullPage: true,
      })

      // Once the form is back, the same page saves what was typed.
      await ref.set(stored)
      await editor.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
      expect((await ref.get()).data()).toMatchObject({
        title: 'Spring tasting feedback',
        questions: [expect.objectContaining({ questionKey: 'favourite' })],
      })
    } finally {
      await ref.delete()
    }
  })

  test('an app config deleted underneath its form keeps what was typed', async ({ page }, testInfo) => {
    await phoneWidth(page, testInfo)
    const configKey = `e2e-save-failure-${unique()}`
    const ref = adminDb().collection('appConfigs').doc(configKey)
    await ref.set({ title: 'Alerts', configKey, configContent: '{}', note: '' })
    try {
      await signIn(page, adminAccount, `/app-configs/${configKey}`)
      const form = page.getByRole('form', { name: /Alerts/ })
      await form.getByLabel('Config content (JSON)').fill('{"recipients":["chef@example.test"]}')
      await ref.delete()
      await form.getByRole('button', { name: 'Save' }).click()
      await expect(form.getByRole('alert').filter({ hasText: gone })).toBeVisible()
      await expect(form.getByLabel('Config content (JSON)')).toHaveValue(
        '{"recipients":["chef@example.test"]}',
      )
      await expectAccessible(page)
      await shoot(page, { path: screenshotPath('save-failures', 'app-config', testInfo), fullPage: true })
    } finally {
      await ref.delete()
    }
  })
})
