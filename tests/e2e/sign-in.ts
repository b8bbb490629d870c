import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { expect } from './fixtures.ts'

export const adminAccount = demoAccounts.find((account) => account.role === 'admin')!
export const customerAccount = demoAccounts.find((account) => account.role === 'customer')!

type Account = { email: string; password: string }

// The setup project (auth.setup.ts) saves one signed-in state per demo account here.
const stateDir = path.join('.local', 'auth-state')
const statePath = (account: Account) =>
  path.join(stateDir, `${account.email.replace(/[^a-z0-9]+/gi, '-')}.json`)
const isDemoAccount = (account: Account) => demoAccounts.some((demo) => demo.email === account.email)

/**
 * Signs in through the real /login page (the contract the accounts work keeps: fields labelled "Email" and
 * "Password", a button named "Login"), then waits until the app has left /login. Specs about signing in use this;
 * every other spec signs in with `signIn`.
 */
export async function signInWithForm(page: Page, account: Account, redirectPath?: string) {
  await page.goto(redirectPath ? `/login?redirectPath=${encodeURIComponent(redirectPath)}` : '/login')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** Saves the page's signed-in state (cookies, local storage and IndexedDB) for `signIn` to restore. */
export async function saveSignedInState(page: Page, account: Account) {
  mkdirSync(stateDir, { recursive: true })
  await page.context().storageState({ path: statePath(account), indexedDB: true })
}

/**
 * Signs a demo account in by restoring the state the setup project saved, then opens `redirectPath` (or, as the
 * login page does, the account's dashboard). The restore replaces the browser's storage: a spec that must keep
 * something stored (a cart) signs in with the form. Another account signs in with the form, and so does a demo
 * account whose state was not saved yet (a run of one spec, without the setup project). A restored state whose
 * session was ended meanwhile (a spec signed the demo account out, which revokes its sessions) is replaced by a
 * fresh sign-in with the form, saved for the specs after it.
 */
export async function signIn(page: Page, account: Account, redirectPath?: string) {
  if (!isDemoAccount(account) || !existsSync(statePath(account))) {
    await signInWithForm(page, account, redirectPath)
    if (isDemoAccount(account)) await saveSignedInState(page, account)
    return
  }
  await page.context().setStorageState(statePath(account))
  // The login page sends a signed-in visitor straight on to redirectPath or their dashboard.
  await page.goto(redirectPath ? `/login?redirectPath=${encodeURIComponent(redirectPath)}` : '/login')
  const restored = await expect(page)
    .not.toHaveURL(/\/login/, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  if (restored) return
  await signInWithForm(page, account, redirectPath)
  await saveSignedInState(page, account)
}

/** Signs out with the header's button and waits until the server has revoked the session. */
export async function signOut(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: /sign out/i })
  await button.click()
  await expect(button).toHaveCount(0, { timeout: 30_000 })
}
