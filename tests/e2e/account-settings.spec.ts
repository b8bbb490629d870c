// A customer's account settings (docs/product.md, /settings): name and phone, a second address made the default,
// an allergy, reminders off, a new password (and logging in with it) and an e-mail change that waits for its link
// (once it is opened, the new address logs in and the profile's e-mail follows it).
// Each run uses its own fresh account, so the seeded demo customer is never changed.
import { adminAuth } from '../support/admin.ts'
import { demoProjectId, emulatorPorts } from '../../src/lib/emulator-ports.ts'
import { expect, expectAccessible, testExpectingRefusalsFrom } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { freshCustomer, removeFreshCustomers } from './fresh-customer.ts'
import { signIn, signOut } from './sign-in.ts'

// A wrong current password is refused by the Auth emulator on purpose: its 400 answer is expected.
const test = testExpectingRefusalsFrom('/identitytoolkit.googleapis.com/')

test.afterAll(removeFreshCustomers)

const home = { label: 'Home', street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }
const settingsCustomer = (prefix: string) =>
  freshCustomer(
    prefix,
    { firstName: 'Sam', lastName: 'Settle', phone: '+12125550123', addresses: [home] },
    'first-secret-1',
  )

/** The Auth emulator's out-of-band codes (its own mails never reach the local inbox). */
async function oobCodesFor(email: string) {
  const response = await fetch(
    `http://127.0.0.1:${emulatorPorts.auth}/emulator/v1/projects/${demoProjectId}/oobCodes`,
  )
  const body = (await response.json()) as {
    oobCodes?: { email: string; newEmail?: string; requestType: string; oobLink: string }[]
  }
  return (body.oobCodes ?? []).filter((code) => code.email === email)
}

test('a customer changes their name, addresses, allergies, reminders, password and e-mail', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await phoneWidth(page, testInfo)
  const customer = await settingsCustomer('settings')
  await signIn(page, customer)
  // Reached from the account menu.
  const accountMenu = page.getByRole('banner').getByRole('button', { name: 'Account menu' })
  await expect(accountMenu).toBeEnabled()
  await accountMenu.click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Settings', exact: true }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.getByText(`Logged in as ${customer.email}`)).toBeVisible()
  await expectAccessible(page)

  // Name and phone: a number that is not valid is said by the field as it is left and refused on save (the same
  // rule as the order review's: 555 is no area code), and what was typed stays.
  const name = page.getByRole('region', { name: 'Name and phone' })
  await name.getByLabel('Phone').fill('(555) 555-0142')
  await name.getByLabel('First name').fill('Samantha')
  await expect(name.getByLabel('Phone')).toHaveAccessibleDescription(/Please enter a valid phone number/)
  await name.getByRole('button', { name: 'Save name and phone' }).click()
  await expect(name.getByText(/Please enter a valid phone number/)).toBeVisible()
  expect((await customer.profile.get()).get('phone')).toBe('+12125550123')
  await name.getByLabel('Phone').fill('12')
  await name.getByRole('button', { name: 'Save name and phone' }).click()
  await expect(name.getByText(/Please enter a valid phone number/)).toBeVisible()
  await expect(name.getByLabel('First name')).toHaveValue('Samantha')
  expect((await customer.profile.get()).get('firstName')).toBe('Sam')
  await name.getByLabel('Phone').fill('+44 20 7946 0018')
  await name.getByRole('button', { name: 'Save name and phone' }).click()
  await expect(name.getByText('Your name and phone number are saved.')).toBeVisible()
  const named = (await customer.profile.get()).data()!
  expect([named['firstName'], named['lastName'], named['phone']]).toEqual([
    'Samantha',
    'Settle',
    '+442079460018',
  ])

  // A second address, made the default: it is saved first, the one the order review fills in.
  const addresses = page.getByRole('region', { name: 'Saved addresses' })
  await addresses.getByRole('button', { name: 'Add address' }).click()
  const second = addresses.getByRole('group', { name: 'Address 2' })
  await second.getByLabel(/^Street/).fill('9 Elm Ave')
  await second.getByLabel(/^ZIP/).fill('62565')
  // The row is named by its label once it has one.
  await second.getByLabel(/^Label/).fill('Office')
  await addresses.getByRole('button', { name: 'Save addresses' }).click()
  // A started address needs its city; nothing is written.
  await expect(addresses.getByText('Enter the city.')).toBeVisible()
  expect((await customer.profile.get()).get('addresses')).toEqual([home])
  const office = addresses.getByRole('group', { name: 'Office' })
  await office.getByLabel(/^City/).fill('Shelbyville')
  await office.getByLabel(/^State/).fill('IL')
  await office.getByLabel('Default address').check()
  await addresses.getByRole('button', { name: 'Save addresses' }).click()
  await expect(addresses.getByText('Your addresses are saved.')).toBeVisible()
  expect((await customer.profile.get()).get('addresses')).toEqual([
    { label: 'Office', street: '9 Elm Ave', city: 'Shelbyville', state: 'IL', zip: '62565' },
    home,
  ])

  // An allergy, and no reminders for new orders.
  const dietary = page.getByRole('region', { name: 'Allergies and diets' })
  await dietary.getByLabel('Peanuts').check()
  await dietary.getByRole('button', { name: 'Save allergies and diets' }).click()
  await expect(dietary.getByText('Your allergies and diets are saved.')).toBeVisible()
  expect((await customer.profile.get()).get('allergies')).toEqual(['peanuts'])
  const mail = page.getByRole('region', { name: 'Mail', exact: true })
  await mail.getByLabel('Send me a reminder the day before each order').uncheck()
  await mail.getByRole('button', { name: 'Save mail preferences' }).click()
  await expect(mail.getByText('New orders will not send a reminder the day before.')).toBeVisible()
  expect((await customer.profile.get()).get('remindersOff')).toBe(true)

  // The password: a wrong current one and a weak new one are said by their fields.
  const password = page.getByRole('region', { name: 'Password', exact: true })
  await password.getByLabel('Current password').fill('not-my-password')
  await password.getByLabel('New password').fill('second-secret-2')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('Your current password is not right. Try again.')).toBeVisible()
  await password.getByLabel('Current password').fill(customer.password)
  await password.getByLabel('New password').fill('123')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('Use a new password of at least 6 characters.')).toBeVisible()
  await password.getByLabel('Current password').fill(customer.password)
  await password.getByLabel('New password').fill('second-secret-2')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText(/Your password is changed/)).toBeVisible()
  await expect(password.getByLabel('Current password')).toHaveValue('')

  // The e-mail changes only once the link sent to the new address is opened.
  const newEmail = customer.email.replace('settings-', 'moved-')
  const emailForm = page.getByRole('region', { name: 'E-mail address' })
  await emailForm.getByLabel('New e-mail address').fill(newEmail)
  await emailForm.getByLabel('Current password').fill('second-secret-2')
  await emailForm.getByRole('button', { name: 'Send verification link' }).click()
  await expect(emailForm.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible()
  const codes = await oobCodesFor(customer.email)
  expect(codes).toContainEqual(expect.objectContaining({ newEmail, requestType: 'VERIFY_AND_CHANGE_EMAIL' }))
  expect((await adminAuth().getUser(customer.uid)).email).toBe(customer.email)

  await expectAccessible(page)
  await shoot(page, { path: screenshotPath('account-settings', 'page', testInfo), fullPage: true })

  // The new password logs in.
  await signOut(page, customer)
  await signIn(page, { email: customer.email, password: 'second-secret-2' })
  await expect(page).toHaveURL(/\/user-dashboard$/)
  expect((await customer.profile.get()).get('email')).toBe(customer.email)

  // Once the link is opened, the account logs in with the new address, and the profile's e-mail (which the admin's
  // user search reads) follows it at that sign-in.
  await signOut(page, { email: customer.email, password: 'second-secret-2' })
  const change = codes.find((code) => code.newEmail === newEmail)!
  expect((await fetch(change.oobLink)).ok).toBe(true)
  await expect.poll(async () => (await adminAuth().getUser(customer.uid)).email).toBe(newEmail)
  await signIn(page, { email: newEmail, password: 'second-secret-2' })
  await expect(page).toHaveURL(/\/user-dashboard$/)
  await expect
    .poll(async () => {
      const stored = (await customer.profile.get()).data()!
      return [stored['email'], stored['emailLower']]
    })
    .toEqual([newEmail, newEmail.toLowerCase()])
})

test('the profile refuses a phone number the order review would refuse, and stores a valid one as E.164', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await phoneWidth(page, testInfo)
  const customer = await settingsCustomer('profile')
  await signIn(page, customer, '/customer-profile')
  const phone = page.getByLabel('Phone number')
  // Stored as E.164, shown as people write it.
  await expect(phone).toHaveValue('+1 212 555 0123')
  await phone.fill('(555) 555-0142')
  await page.getByLabel('First name').click()
  await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please correct the fields marked below.')).toBeVisible()
  await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/)
  await expect(phone).toHaveValue('(555) 555-0142')
  expect((await customer.profile.get()).get('phone')).toBe('+12125550123')

  await phone.fill('(212) 555-0142')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/user-dashboard$/)
  expect((await customer.profile.get()).get('phone')).toBe('+12125550142')
})
