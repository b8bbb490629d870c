import type { Page } from '@playwright/test'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { expect } from './fixtures.ts'

export const adminAccount = demoAccounts.find((account) => account.role === 'admin')!
export const customerAccount = demoAccounts.find((account) => account.role === 'customer')!

/**
 * Signs in through the real /login page (the contract the accounts work keeps: fields labelled "Email" and
 * "Password", a button named "Login"), then waits until the app has left /login.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  redirectPath?: string,
) {
  await page.goto(redirectPath ? `/login?redirectPath=${encodeURIComponent(redirectPath)}` : '/login')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** Signs out with the header's button and waits until the server has revoked the session. */
export async function signOut(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: /sign out/i })
  await button.click()
  await expect(button).toHaveCount(0, { timeout: 30_000 })
}
