// Onboarding fills the dietary profile: in the form editor an admin makes two consultation sign-up questions fill
// the customer's allergies and diets (the same profile field twice is refused by its field); a new customer answers
// them at onboarding by ticking from the fixed lists, and their profile holds what they ticked, under allergies and
// diets only. The consultation form is put back as it was afterwards.
import type { TestInfo } from '@playwright/test'
import { adminAuth, adminDb, eventually } from '../support/admin.ts'
import { uniqueEmail } from '../support/auth-emulator.ts'
import { consultationSignUpFormKey } from '../../src/shared/schemas/form.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, forgetSession, signIn } from './sign-in.ts'

const shot = (name: string, testInfo: TestInfo) => screenshotPath('onboarding-dietary', name, testInfo)
const allergiesQuestion = 'Is anyone at your table allergic to any of these?'
const dietsQuestion = 'Which of these diets do you follow?'

test.describe('onboarding fills the dietary profile', () => {
  test.describe.configure({ timeout: 180_000 })

  test('an admin maps consultation questions to allergies and diets; a new customer’s ticks fill their profile', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const forms = await adminDb().collection('forms').where('formKey', '==', consultationSignUpFormKey).get()
    const consultation = forms.docs[0]!.ref
    const original = forms.docs[0]!.data()
    const run = `${Date.now().toString(36)}${testInfo.project.name.replace(/[^a-z0-9]/gi, '')}`
    const email = uniqueEmail('onboarding-dietary')
    let uid: string | undefined
    try {
      // Start from the form without mapped questions (the seeded one may have its own).
      await consultation.update({
        questions: (original['questions'] as Record<string, unknown>[]).filter((q) => !q['profileField']),
      })

      await signIn(page, adminAccount, `/edit-form/${consultation.id}`)
      const editor = page.getByRole('form', { name: 'Form editor' })
      await expect(editor.getByLabel('Form key')).toHaveValue(consultationSignUpFormKey)
      const added = async (text: string, key: string, fills: string) => {
        await editor.getByRole('button', { name: 'Add question' }).click()
        const question = editor.getByRole('listitem').last()
        await question.getByLabel('Question text').fill(text)
        await question.getByLabel('Key').fill(key)
        await question.getByLabel("Fills the customer's dietary profile").selectOption(fills)
        return question
      }
      await added(allergiesQuestion, `allergies${run}`, 'allergies')
      const diets = await added(dietsQuestion, `diets${run}`, 'allergies')
      await editor.getByRole('button', { name: 'Save' }).click()
      await expect(
        diets.getByText('Another question of this form already fills the allergies.'),
      ).toBeVisible()
      await expect(diets.getByLabel('Question text')).toHaveValue(dietsQuestion)
      await expectAccessible(page)
      await shoot(page, { path: shot('form-editor', testInfo), fullPage: true })
      await diets.getByLabel("Fills the customer's dietary profile").selectOption('diets')
      await editor.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 30_000 })
      const saved = (await consultation.get()).get('questions') as Record<string, unknown>[]
      expect(saved.filter((q) => q['profileField'])).toEqual([
        expect.objectContaining({ questionKey: `allergies${run}`, profileField: 'allergies' }),
        expect.objectContaining({ questionKey: `diets${run}`, profileField: 'diets' }),
      ])
      await forgetSession(page)

      // A new customer answers the consultation sign-up at onboarding.
      uid = (await adminAuth().createUser({ email, password: 'secret-123' })).uid
      const profile = adminDb().collection('userProfiles').doc(uid)
      await eventually(`profile ${uid}`, async () => ((await profile.get()).exists ? true : undefined))
      await signIn(page, { email, password: 'secret-123' })
      await page.getByRole('link', { name: 'Start Consultation Sign Up' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Consultation Sign Up' })).toBeVisible()
      const allergies = page.getByRole('group', { name: allergiesQuestion })
      await allergies.getByLabel('Peanuts').check()
      await allergies.getByLabel('Sesame').check()
      await page.getByRole('group', { name: dietsQuestion }).getByLabel('Vegan').check()
      // Both are asked by the form's questions, so the page's own section is not shown.
      await expect(page.getByRole('region', { name: 'Allergies and diets' })).toHaveCount(0)
      await page.getByLabel('First name').fill('Della')
      await page.getByLabel('Last name').fill('Dietz')
      await page.getByLabel('Phone number').fill('(212) 555-0177')
      await expectAccessible(page)
      await shoot(page, { path: shot('consultation', testInfo), fullPage: true })
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page).toHaveURL(/\/user-dashboard$/, { timeout: 30_000 })
      await expect(page.getByTestId('user-status')).toHaveText('Waiting For Consultation')
      const stored = (await profile.get()).data()!
      expect(stored).toMatchObject({ allergies: ['peanuts', 'sesame'], diets: ['vegan'], firstName: 'Della' })
      expect(stored).not.toHaveProperty(`allergies${run}`)
      expect(stored).not.toHaveProperty(`diets${run}`)

      // What they ticked is theirs from now on: ticked again when they come back.
      await page.goto('/customer-profile')
      await expect(page.getByRole('group', { name: allergiesQuestion }).getByLabel('Peanuts')).toBeChecked()
      await expect(page.getByRole('group', { name: dietsQuestion }).getByLabel('Vegan')).toBeChecked()
    } finally {
      await consultation.update({ questions: original['questions'] })
      if (uid) {
        await adminDb().collection('userProfiles').doc(uid).delete()
        await adminAuth().deleteUser(uid)
      }
    }
  })
})
