// The alert recipients form on Admin Settings: an admin adds a person, switches one of their alerts off, saves, and
// the reloaded page shows it; a bad address is refused with a message next to its field. The list is put back as
// it was afterwards (the other specs' alerts go to the demo seed's recipients).
import { consultationAlertRecipientsKey } from '../../src/shared/schemas/app-config.ts'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

async function recipientsConfig() {
  const found = await adminDb()
    .collection('appConfigs')
    .where('configKey', '==', consultationAlertRecipientsKey)
    .limit(1)
    .get()
  return found.docs[0]!
}

test.describe('alert recipients', () => {
  let stored = ''
  test.beforeAll(async () => {
    stored = (await recipientsConfig()).get('configContent') as string
  })
  test.afterAll(async () => {
    await (await recipientsConfig()).ref.update({ configContent: stored })
  })

  test('add a person, switch an alert off, save and see it after a reload; a bad address is refused', async ({
    page,
  }, testInfo) => {
    await signIn(page, adminAccount, '/admin-settings')
    const section = page.getByRole('region', { name: 'Alert recipients' })
    await expect(section.getByRole('heading', { name: 'Person 1' })).toBeVisible()
    await expectAccessible(page)

    await section.getByRole('button', { name: 'Add person' }).click()
    const rows = section.getByRole('heading', { name: /^Person \d+$/ })
    const count = await rows.count()
    const person = section.locator('[id^="alert-person-"]').filter({ has: page.getByText(`Person ${count}`) })
    await person.getByLabel('Name (optional)').fill('Sous chef')
    await person.getByLabel('E-mail').fill('not-an-address')
    await page.getByRole('button', { name: 'Save alert recipients' }).click()
    const email = person.getByRole('textbox', { name: 'E-mail' })
    await expect(email).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@example.com.',
    )
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('alert-recipients', 'bad-address', testInfo), fullPage: true })

    await email.fill('sous-chef@example.com')
    const alerts = person.getByRole('group', { name: `Alerts for person ${count}` })
    await alerts.getByRole('switch', { name: 'Daily digest' }).uncheck()
    await page.getByRole('button', { name: 'Save alert recipients' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Alert recipients saved.' })).toBeVisible()

    await page.reload()
    const saved = section.locator('[id^="alert-person-"]').filter({ has: page.getByText(`Person ${count}`) })
    await expect(saved.getByLabel('Name (optional)')).toHaveValue('Sous chef')
    await expect(saved.getByLabel('E-mail')).toHaveValue('sous-chef@example.com')
    const savedAlerts = saved.getByRole('group', { name: `Alerts for person ${count}` })
    await expect(savedAlerts.getByRole('switch', { name: 'Daily digest' })).not.toBeChecked()
    await expect(savedAlerts.getByRole('switch', { name: 'New orders' })).toBeChecked()
    await shoot(page, { path: screenshotPath('alert-recipients', 'saved', testInfo), fullPage: true })
    const content = JSON.parse((await recipientsConfig()).get('configContent') as string) as unknown[]
    expect(content).toContainEqual({
      name: 'Sous chef',
      email: 'sous-chef@example.com',
      alerts: { newOrder: true, orderChange: true, consultation: true, testimonial: true, digest: false },
    })
  })
})
