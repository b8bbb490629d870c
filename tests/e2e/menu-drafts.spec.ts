// A new menu is a draft only admins see until it is published; an admin adds customers to a menu, and a customer
// finds the published menus they were added to on their dashboard. The menu is removed afterwards.
import type { Page, TestInfo } from '@playwright/test'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

const look = (page: Page, testInfo: TestInfo, name: string) =>
  shoot(page, { path: screenshotPath('menu-drafts', name, testInfo), fullPage: true })

test.describe('menu drafts and prepared menus', () => {
  test.describe.configure({ timeout: 180_000 })
  const created: string[] = []

  test.afterEach(async () => {
    await Promise.all(created.splice(0).map((id) => adminDb().doc(`menus/${id}`).delete()))
  })

  test('an admin adds the demo customer to a new menu, which the customer sees only once it is published', async ({
    page,
    browser,
  }, testInfo) => {
    const title = `Prepared supper ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
    await phoneWidth(page, testInfo)
    await signIn(page, adminAccount, '/menu-edit')
    // The customer looks in a browser of their own: nobody signs out, which would end the demo sessions elsewhere.
    const customerContext = await browser.newContext({ viewport: page.viewportSize() })
    const customerPage = await customerContext.newPage()
    await signIn(customerPage, customerAccount)

    await expect(page.getByText('Draft', { exact: true })).toBeVisible()
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await page.getByRole('combobox', { name: 'Added users (search by e-mail)' }).fill(customerAccount.email)
    await page.getByRole('option', { name: new RegExp(customerAccount.email) }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/menu-edit\/[^/?]+\?saved=1$/)
    const menuId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
    created.push(menuId)
    const stored = (await adminDb().doc(`menus/${menuId}`).get()).data()
    expect(stored?.['published']).toBe(false)
    expect(stored?.['addedUsers']).toEqual([customerAccount.uid])
    await expect(page.getByText('Draft', { exact: true })).toBeVisible()
    await expectAccessible(page)
    await look(page, testInfo, 'draft-in-editor')

    // Management marks the draft; the customer's record lists it as a draft.
    await page.goto('/menu-management')
    await expect(page.getByRole('article').filter({ hasText: title })).toContainText('Draft ·')
    await page.goto(`/customer-profile/${customerAccount.uid}/customer-menus`)
    await expect(page.getByRole('list', { name: 'Menus this customer is added to' })).toContainText(title)
    await expect(page.getByText(/Draft, not shown to the customer yet/).first()).toBeVisible()

    // The customer sees nothing of a draft: not on the dashboard, not in the shop's picker.
    await customerPage.goto('/user-dashboard')
    await expect(customerPage.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(customerPage.getByRole('link', { name: title })).toHaveCount(0)
    await customerPage.goto('/package-shop')
    await expect(customerPage.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(customerPage.getByText(title)).toHaveCount(0)

    // Published, it shows on the customer's dashboard and opens in the shop.
    await page.goto(`/menu-edit/${encodeURIComponent(menuId)}`)
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page).toHaveURL(/\?saved=1$/)
    await expect(page.getByText('Published', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible()
    expect((await adminDb().doc(`menus/${menuId}`).get()).get('published')).toBe(true)
    await page.waitForLoadState('networkidle')
    await look(page, testInfo, 'published-in-editor')

    await customerPage.goto('/user-dashboard')
    const prepared = customerPage.getByRole('region', { name: 'Menus Prepared For You' })
    await expect(prepared.getByRole('link', { name: title })).toBeVisible()
    await expectAccessible(customerPage)
    await look(customerPage, testInfo, 'customer-dashboard')
    await prepared.getByRole('link', { name: title }).click()
    await expect(customerPage).toHaveURL(new RegExp(`/package-shop/${menuId}`))
    await expect(customerPage.getByRole('heading', { name: title, level: 2 })).toBeVisible()
    await expect(customerPage.getByRole('combobox', { name: 'Menu' })).toHaveValue(menuId)
    await customerContext.close()
  })
})
