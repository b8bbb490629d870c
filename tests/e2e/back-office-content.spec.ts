// Back-office content journeys: forms, responses, site content, app configs, user management and
// customer notes, as an admin and a customer would use them. Each test creates and removes its own records.
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { adminAccount, customerAccount, forgetSession, signIn } from './sign-in.ts'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

test.describe('back-office content', () => {
  // Whole journeys across several pages and two accounts, on a shared local stack: more than the default minute.
  test.describe.configure({ timeout: 180_000 })

  test('an admin builds a form, a customer answers it, the admin reads and edits the response, then deletes the form', async ({
    page,
  }) => {
    const title = `E2E Tasting feedback ${unique()}`
    // Dashboard -> Forms -> New Form
    await signIn(page, adminAccount, '/admin-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Admin Settings/ })).toHaveAttribute(
      'href',
      '/admin-settings',
    )
    await expectAccessible(page)
    await page.getByRole('link', { name: /^Forms/ }).click()
    await expect(page).toHaveURL(/\/forms-list$/)
    await expectAccessible(page)
    await page.getByRole('link', { name: 'New Form' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New Form' })).toBeVisible()

    const editor = page.getByRole('form', { name: 'Form editor' })
    await editor.getByLabel('Title').fill(title)
    await editor.getByRole('button', { name: 'Add question' }).click()
    const first = editor.getByRole('listitem', { name: 'Question 1' })
    await expect(first.getByLabel('Question text')).toBeFocused()
    await first.getByLabel('Question text').fill('Favourite course?')
    await first.getByLabel('Key').fill('favourite')
    await editor.getByRole('button', { name: 'Add question' }).click()
    const second = editor.getByRole('listitem', { name: 'Question 2' })
    await second.getByLabel('Question text').fill('Anything to improve?')
    await second.getByLabel('Key').fill('favourite') // duplicate on purpose
    await second.getByLabel('Type').selectOption('textarea')
    await expectAccessible(page)

    // Bad input: the duplicate key is refused by its field and nothing typed is lost.
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(
      second.getByText('Another question of this form already uses the key "favourite".'),
    ).toBeVisible()
    await expect(editor.getByLabel('Title')).toHaveValue(title)
    await expect(second.getByLabel('Question text')).toHaveValue('Anything to improve?')
    expect((await adminDb().collection('forms').where('title', '==', title).get()).size).toBe(0)

    // Reorder with the keyboard-accessible buttons: focus stays on the moved question.
    await second.getByLabel('Key').fill('improve')
    await second.getByRole('button', { name: 'Move up: question 2' }).click()
    await expect(editor.getByRole('listitem', { name: 'Question 1' }).getByLabel('Key')).toHaveValue(
      'improve',
    )
    await expect(editor.getByRole('button', { name: 'Move down: question 1' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(editor.getByRole('listitem', { name: 'Question 1' }).getByLabel('Key')).toHaveValue(
      'favourite',
    )

    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/edit-form\/[\w-]+$/)
    const formId = page.url().split('/').pop()!
    const stored = (await adminDb().collection('forms').doc(formId).get()).data()
    expect(stored?.['questions'].map((q: { questionKey: string }) => q.questionKey)).toEqual([
      'favourite',
      'improve',
    ])
    await forgetSession(page)

    // The customer answers it.
    await signIn(page, customerAccount, `/form-render/${formId}`)
    await expect(page).toHaveURL(new RegExp(`/form-render/${formId}$`))
    const answerForm = page.getByRole('form', { name: title })
    await answerForm.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Please answer at least one question.')).toBeVisible()
    await answerForm.getByLabel('Favourite course?').fill('The risotto')
    await answerForm.getByLabel('Anything to improve?').fill('More bread, please.')
    await expectAccessible(page)
    await answerForm.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you, your answers were sent.' }),
    ).toBeVisible()
    await expect(answerForm.getByLabel('Favourite course?')).toHaveValue('')
    const responses = await adminDb().collection('formResponses').where('formId', '==', formId).get()
    expect(responses.size).toBe(1)
    const responseId = responses.docs[0]!.id
    expect(responses.docs[0]!.data()).toMatchObject({
      formTitle: title,
      userId: customerAccount.uid,
      userEmail: customerAccount.email,
    })
    await forgetSession(page)

    try {
      // The admin reads the response from the intake list and corrects an answer.
      await signIn(page, adminAccount, '/form-response-intake')
      await expectAccessible(page)
      await page
        .getByRole('link', { name: `View response to ${title} from ${customerAccount.email}` })
        .click()
      await expect(page).toHaveURL(new RegExp(`/single-response/${responseId}$`))
      // The shared stack can be busy: wait for the page itself before reading it.
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText('The risotto')).toBeVisible()
      await expect(page.getByText('More bread, please.')).toBeVisible()
      await expectAccessible(page)
      await page.getByRole('link', { name: 'Edit answers' }).click()
      await expect(page).toHaveURL(new RegExp(`/edit-content/${responseId}$`))
      const edit = page.getByRole('form', { name: 'Edit answers' })
      await edit.getByLabel('Favourite course?').fill('The tiramisu')
      await edit.getByRole('button', { name: 'Reset' }).click()
      await expect(edit.getByLabel('Favourite course?')).toHaveValue('The risotto')
      await edit.getByLabel('Favourite course?').fill('The tiramisu')
      await expectAccessible(page)
      await edit.getByRole('button', { name: 'Update' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/edit-content/${responseId}$`))
      const updated = (await adminDb().collection('formResponses').doc(responseId).get()).data()
      expect(updated?.['questions'][0]).toMatchObject({ questionKey: 'favourite', answer: 'The tiramisu' })

      // Delete the form through the shared dialog, which names it.
      await page.goto('/forms-list')
      await page.getByRole('button', { name: `Delete ${title}` }).click()
      const dialog = page.getByRole('dialog', { name: `Delete the form “${title}”?` })
      await expect(dialog.getByText('This cannot be undone.')).toBeVisible()
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Delete' }).click()
      await expect(page.getByRole('status').filter({ hasText: `Deleted "${title}".` })).toBeVisible()
      await expect(page.getByRole('article', { name: title })).toHaveCount(0)
      expect((await adminDb().collection('forms').doc(formId).get()).exists).toBe(false)
    } finally {
      await adminDb().collection('formResponses').doc(responseId).delete()
      await adminDb().collection('forms').doc(formId).delete()
    }
  })

  test('an admin edits the landing promo cards and sees them on the landing page', async ({ page }) => {
    const configRef = adminDb().collection('contentConfigs').doc('config-top-landing-cards')
    const original = (await configRef.get()).data()
    expect(original, 'seeded topLandingCards config').toBeDefined()
    const newTitle = `Chef's table for two ${unique()}`
    try {
      await signIn(page, adminAccount, '/content-configs')
      await expectAccessible(page)
      await page.getByRole('link', { name: 'Edit blocks: Landing page promo cards' }).click()
      await expect(page).toHaveURL(/\/content-config-edit\/config-top-landing-cards$/)
      const editor = page.getByRole('form', { name: 'Content config editor' })
      await editor.getByRole('button', { name: /^Block 1/ }).click()
      const title = editor.getByRole('region', { name: /^Block 1/ }).getByLabel('Title')
      await expect(title).toHaveValue('Free in-home consultation')
      await title.fill(newTitle)
      await expectAccessible(page)
      await editor.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()

      await page.goto('/')
      await expect(page.getByRole('heading', { name: newTitle })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Free in-home consultation' })).toHaveCount(0)
    } finally {
      await configRef.set(original!)
    }
  })

  test('an app config with invalid JSON is refused by the field; a valid one is created and deleted', async ({
    page,
  }) => {
    const configKey = `e2eConfig${unique().replace(/\W/g, '')}`
    try {
      await signIn(page, adminAccount, '/app-configs')
      await expect(page.getByRole('heading', { level: 1, name: 'App Configs' })).toBeVisible()
      await expectAccessible(page)
      const form = page.getByRole('form', { name: 'New app config' })
      await form.getByLabel('Title').fill('E2E banner')
      await form.getByLabel('Config key').fill(configKey)
      await form.getByLabel('Config content (JSON)').fill('{"text": "Hello",}')
      await form.getByRole('button', { name: 'Create' }).click()
      const content = form.getByLabel('Config content (JSON)')
      await expect(form.getByText(/^This is not valid JSON: .+\. Nothing was saved\.$/)).toBeVisible()
      await expect(content).toHaveAttribute('aria-invalid', 'true')
      await expect(content).toHaveValue('{"text": "Hello",}')
      await expect(form.getByLabel('Title')).toHaveValue('E2E banner')
      expect((await adminDb().collection('appConfigs').where('configKey', '==', configKey).get()).size).toBe(
        0,
      )
      await expectAccessible(page)

      await content.fill('{"text": "Hello"}')
      await form.getByRole('button', { name: 'Create' }).click()
      const card = page.getByRole('article', { name: 'E2E banner' })
      await expect(card).toBeVisible()
      const stored = await adminDb().collection('appConfigs').where('configKey', '==', configKey).get()
      expect(stored.docs.map((doc) => doc.data()['configContent'])).toEqual(['{"text": "Hello"}'])

      // Editing an existing config with broken JSON is refused too, and the stored text stays.
      await card.getByLabel('Config content (JSON)').fill('[1, 2')
      await card.getByRole('button', { name: 'Save' }).click()
      await expect(card.getByText(/^This is not valid JSON/)).toBeVisible()
      expect((await stored.docs[0]!.ref.get()).data()?.['configContent']).toBe('{"text": "Hello"}')

      await card.getByRole('button', { name: 'Delete' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete the app config “E2E banner”?' })
      await dialog.getByRole('button', { name: 'Delete' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Deleted "E2E banner".' })).toBeVisible()
      await expect(page.getByRole('article', { name: 'E2E banner' })).toHaveCount(0)
      expect((await adminDb().collection('appConfigs').where('configKey', '==', configKey).get()).size).toBe(
        0,
      )
    } finally {
      const left = await adminDb().collection('appConfigs').where('configKey', '==', configKey).get()
      await Promise.all(left.docs.map((doc) => doc.ref.delete()))
    }
  })

  test('an admin searches users, is told what is wrong with a new account, and keeps consultation notes', async ({
    page,
  }) => {
    const noteTitle = `E2E call ${unique()}`
    try {
      await signIn(page, adminAccount, '/user-management')
      await expectAccessible(page)
      const search = page.getByRole('search', { name: 'Search users' })
      await search.getByLabel('Search (starts with)').fill('CUSTOMER@saffron')
      await search.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/q=CUSTOMER%40saffron/)
      await expect(page.getByRole('link', { name: `View ${customerAccount.email}` })).toBeVisible()
      await expect(page.getByRole('link', { name: `View ${adminAccount.email}` })).toHaveCount(0)
      await search.getByLabel('Search (starts with)').fill('Rive')
      await search.getByLabel('Search by').selectOption('lastName')
      await search.getByRole('button', { name: 'Search' }).click()
      await expect(page.getByRole('link', { name: `View ${customerAccount.email}` })).toBeVisible()

      await page.getByRole('button', { name: 'Create User/Profile' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create User/Profile' })
      await dialog.getByLabel('Email').fill('not-an-email')
      await dialog.getByLabel('Password').fill('123')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible()
      await expect(dialog.getByText('The password needs at least 6 characters.')).toBeVisible()
      await expect(dialog.getByLabel('Email')).toHaveValue('not-an-email')
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Close' }).click()

      await page.goto(`/customer-profile/${customerAccount.uid}/consultation-notes`)
      await expect(page.getByRole('heading', { level: 1, name: 'Consultation Notes' })).toBeVisible()
      const form = page.getByRole('form', { name: 'New consultation note' })
      await form.getByLabel('Title').fill(noteTitle)
      await form.getByRole('button', { name: 'Save note' }).click()
      await expect(form.getByText('Please write the note.')).toBeVisible()
      await expect(form.getByLabel('Title')).toHaveValue(noteTitle)
      await form.getByRole('textbox', { name: /^Note/ }).fill('Prefers fish on Fridays.')
      await form.getByRole('button', { name: 'Save note' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Note saved.' })).toBeVisible()
      await expect(page.getByRole('article').first()).toHaveAccessibleName(noteTitle)
      await expect(form.getByLabel('Title')).toHaveValue('')
      await expectAccessible(page)
      const notes = await adminDb().collection('consulationNotes').where('title', '==', noteTitle).get()
      expect(notes.docs.map((doc) => doc.data())).toEqual([
        expect.objectContaining({
          userProfileId: customerAccount.uid,
          profileUserId: customerAccount.uid,
          authorUserId: adminAccount.uid,
          noteText: 'Prefers fish on Fridays.',
        }),
      ])

      for (const child of ['customer-menus', 'customer-payments']) {
        await page.goto(`/customer-profile/${customerAccount.uid}/${child}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectAccessible(page)
      }
    } finally {
      const notes = await adminDb().collection('consulationNotes').where('title', '==', noteTitle).get()
      await Promise.all(notes.docs.map((doc) => doc.ref.delete()))
    }
  })
})
