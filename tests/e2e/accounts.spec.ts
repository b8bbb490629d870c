// Accounts journeys on the shared stack: sign-up, onboarding, roles, password reset, Google (emulator chooser) and
// the guards. Each test makes its own accounts (unique e-mails) and deletes them at the end.
import type { Page } from '@playwright/test'
import { adminAuth, adminDb, eventually } from '../support/admin.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { expect, expectAccessible, test, testExpectingRefusalsFrom } from './fixtures.ts'
import { freshCustomer, removeFreshCustomers } from './fresh-customer.ts'
import { adminAccount, customerAccount, signIn, signOut } from './sign-in.ts'

const createdEmails: string[] = []

// Journeys that fail a sign-in on purpose: the Auth emulator's 400 answers are expected.
const failingAuthTest = testExpectingRefusalsFrom('/identitytoolkit.googleapis.com/')

function uniqueEmail(prefix: string): string {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@accounts-e2e.test`
  createdEmails.push(email)
  return email
}

test.afterAll(removeFreshCustomers)
test.afterAll(async () => {
  for (const email of createdEmails) {
    try {
      const user = await adminAuth().getUserByEmail(email)
      await adminDb().collection('userProfiles').doc(user.uid).delete()
      await adminAuth().deleteUser(user.uid)
    } catch {
      // Never created (the test failed before sign-up): nothing to clean.
    }
  }
})

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/login?action=signup')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
}

test('sign-up, consultation sign-up with alert mail, admin sets Ready To Order, intro offers appear', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('onboard')
  await signUp(page, email, 'secret-123')
  await expect(page).toHaveURL(/\/user-dashboard$/)
  await expect(page.getByTestId('user-status')).toHaveText('onBoarding')
  await expect(page.getByRole('heading', { name: 'Start With These Menus' })).toBeVisible()
  await expect(page.getByText('No orders yet.')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Start Consultation Sign Up' }).click()
  await expect(page).toHaveURL(/\/customer-profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Consultation Sign Up' })).toBeVisible()
  await expectAccessible(page)

  // A mistake is shown by its field, and nothing typed is lost.
  await page.getByLabel('Last name').fill('Onboarding')
  await page.getByLabel('Phone number').fill('call me')
  await page.getByLabel('Allergies, dietary needs, and foods you love or avoid').fill('No shellfish')
  await page.getByRole('button', { name: 'Add address' }).click()
  await page.getByLabel('Street (Address 1)').fill('1 Test Street')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please fill in "First name".')).toBeVisible()
  await expect(page.getByText(/valid phone number/)).toBeVisible()
  await expect(page.getByText('Enter the city.')).toBeVisible()
  await expect(page.getByLabel('Last name')).toHaveValue('Onboarding')
  await expect(page.getByLabel('Street (Address 1)')).toHaveValue('1 Test Street')
  await expectAccessible(page)

  await page.getByLabel('First name').fill('Olive')
  await page.getByLabel('Phone number').fill('(212) 555-0199')
  await page.getByLabel('City (Address 1)').fill('Springfield')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/user-dashboard$/)
  await expect(page.getByTestId('user-status')).toHaveText('Waiting For Consultation')

  const uid = (await adminAuth().getUserByEmail(email)).uid
  const alert = await waitForMail({ subject: 'Consultation Sign up' }, (mail) =>
    mail.html.includes(`/customer-profile/${uid}`),
  )
  expect(alert.subject).toBe('Consultation Sign up')
  expect(alert.to.map((to) => to.address)).toEqual(['chef@saffron-table.test'])
  const stored = (await adminDb().collection('userProfiles').doc(uid).get()).data()
  expect(stored).toMatchObject({
    firstName: 'Olive',
    dietaryNotes: 'No shellfish',
    userStatus: 'consultWaitRoom',
  })

  // The admin opens the profile and sets Ready To Order.
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await signIn(adminPage, adminAccount, `/customer-profile/${uid}`)
  await expect(
    adminPage.getByRole('heading', { level: 1, name: /Customer Profile: Olive Onboarding/ }),
  ).toBeVisible()
  await expect(adminPage.getByRole('link', { name: 'Consultation notes' })).toBeVisible()
  await expect(adminPage.getByRole('link', { name: 'Customer payments' })).toBeVisible()
  await expectAccessible(adminPage)
  await adminPage.getByLabel('User status').selectOption('readyToOrder')
  await adminPage.getByRole('button', { name: 'Save' }).click()
  await expect(adminPage).toHaveURL(/\/user-management/)
  await adminContext.close()

  await page.reload()
  await expect(page.getByTestId('user-status')).toHaveText('Ready To Order')
  const offers = page.getByRole('region', { name: 'Intro Offers' })
  await expect(offers.getByText('Hand-Rolled Pappardelle Ragù Supper')).toBeVisible()
  await expectAccessible(page)
})

failingAuthTest(
  'login and sign-up failures say why by the right field and keep what was typed',
  async ({ page }) => {
    await page.goto('/login')
    await expectAccessible(page)
    await page.getByLabel('Email', { exact: true }).fill(customerAccount.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    // The emulator names the wrong password (production answers invalid-credential: "e-mail or password").
    await expect(page.getByText(/password is not right/)).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customerAccount.email)

    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page).toHaveURL(/action=signup/)
    // The URL changes before React swaps the forms: wait for the sign-up form itself.
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await page.getByLabel('Email', { exact: true }).fill('not-an-email')
    await page.getByLabel('Password', { exact: true }).fill('secret-123')
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
    // The failure is answered in place: the page stays the sign-up form.
    await expect(page).toHaveURL(/\/login\?action=signup$/)
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not-an-email')

    const email = uniqueEmail('short')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('123')
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
    await expect(page.getByText('Use a password of at least 6 characters.')).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('123')
    await expectAccessible(page)
  },
)

test('password reset through the inbox link', async ({ page }) => {
  const email = uniqueEmail('reset')
  await adminAuth().createUser({ email, password: 'old-secret-1' })
  await page.goto('/login')
  await page.getByLabel('Account email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Email' }).click()
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible()

  const mail = await waitForMail({ to: email })
  const link = /href="([^"]+\/reset-password\?oobCode=[^"]+)"/.exec(mail.html)?.[1]?.replaceAll('&amp;', '&')
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await expect(page.getByText(`For ${email}`)).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('New password').fill('123')
  await page.getByRole('button', { name: 'Save New Password' }).click()
  await expect(page.getByText('Use a password of at least 6 characters.')).toBeVisible()
  await page.getByLabel('New password').fill('new-secret-2')
  await page.getByRole('button', { name: 'Save New Password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()

  await signIn(page, { email, password: 'new-secret-2' })
  await expect(page).toHaveURL(/\/user-dashboard$/)
})

failingAuthTest('a used or bogus reset link explains itself', async ({ page }) => {
  await page.goto('/reset-password?oobCode=bogus')
  await expect(page.getByText(/This link is not valid or was already used/)).toBeVisible()
  await expectAccessible(page)
})

test('Google sign-in through the local emulator chooser creates a profile', async ({ page }) => {
  const email = uniqueEmail('google')
  await page.goto('/login?action=signup')
  await page.getByRole('button', { name: 'Sign up with Google' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose a Google account' })
  await expect(dialog.getByText('Local emulator only')).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel('Google email').fill(email)
  await dialog.getByLabel('Name').fill('Gabriel Google')
  await dialog.getByRole('button', { name: 'Continue with this account' }).click()
  await expect(page).toHaveURL(/\/user-dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Gabriel' })).toBeVisible()
  const user = await adminAuth().getUserByEmail(email)
  expect(user.providerData.map((provider) => provider.providerId)).toContain('google.com')
  const profile = await eventually('google profile', async () =>
    (await adminDb().collection('userProfiles').doc(user.uid).get()).data(),
  )
  expect(profile).toMatchObject({
    userId: user.uid,
    email,
    firstName: 'Gabriel',
    userStatus: 'onBoard',
    isAdmin: false,
  })
})

test('guards: a guest is sent to login and returned; roles land on their dashboards', async ({ page }) => {
  // Signing out ends the account's sessions everywhere: this customer is the test's own, not the demo one.
  const customer = await freshCustomer('guards')
  await page.goto('/order-management')
  await expect(page).toHaveURL(/\/login\?redirectPath=%2Forder-management$/)
  await page.getByLabel('Email', { exact: true }).fill(customer.email)
  await page.getByLabel('Password', { exact: true }).fill(customer.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/order-management$/)

  // Signed in: /login goes to the dashboard, admin pages go to the user dashboard.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/user-dashboard$/)
  await page.goto('/admin-dashboard')
  await expect(page).toHaveURL(/\/user-dashboard$/)
  await page.getByRole('button', { name: /menu/i }).click()
  await expect(page.getByRole('menuitem', { name: 'Order Management' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'User Management' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await signOut(page, customer)

  await signIn(page, adminAccount)
  await expect(page).toHaveURL(/\/admin-dashboard$/)
  await page.getByRole('button', { name: /menu/i }).click()
  await expect(page.getByRole('menuitem', { name: 'User Management' })).toBeVisible()
})

test('a redirect path that would leave the site is not followed after sign-in', async ({ page }) => {
  const customer = await freshCustomer('redirect')
  // Browsers drop a tab from a URL, so '/\t/evil.example' would become '//evil.example', another site.
  for (const redirectPath of [
    '/\t/evil.example/',
    '/\n/evil.example/',
    '//evil.example/',
    '/\\evil.example/',
  ]) {
    await page.goto(`/login?redirectPath=${encodeURIComponent(redirectPath)}`)
    await page.getByLabel('Email', { exact: true }).fill(customer.email)
    await page.getByLabel('Password', { exact: true }).fill(customer.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page, JSON.stringify(redirectPath)).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/user-dashboard$/)
    await signOut(page, customer)
  }
})
