import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { authStateDir, authStatePath } from './auth-state.ts'
import { expect } from './fixtures.ts'

export const adminAccount = demoAccounts.find((account) => account.role === 'admin')!
export const customerAccount = demoAccounts.find((account) => account.role === 'customer')!

type Account = { email: string; password: string }

const statePath = (account: Account) => authStatePath(account.email)
const isDemoAccount = (account: Account) => demoAccounts.some((demo) => demo.email === account.email)

/** A signed-in Firebase Auth user as the SDK persists it: its storage key and the user record. */
interface SavedSession {
  key: string
  value: unknown
}

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

/** Saves the signed-in session Firebase Auth keeps in the page's IndexedDB, for `signIn` to restore. */
export async function saveSignedInState(page: Page, account: Account) {
  const session = await page.evaluate(
    () =>
      new Promise<SavedSession | null>((resolve, reject) => {
        const opened = indexedDB.open('firebaseLocalStorageDb')
        opened.onerror = () => reject(opened.error)
        opened.onsuccess = () => {
          const read = opened.result
            .transaction('firebaseLocalStorage', 'readonly')
            .objectStore('firebaseLocalStorage')
            .getAll()
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            const user = (read.result as { fbase_key: string; value: unknown }[]).find((record) =>
              record.fbase_key.startsWith('firebase:authUser:'),
            )
            resolve(user ? { key: user.fbase_key, value: user.value } : null)
          }
        }
      }),
  )
  if (!session) throw new Error(`no signed-in session for ${account.email} in the browser`)
  mkdirSync(authStateDir, { recursive: true })
  writeFileSync(statePath(account), JSON.stringify(session))
}

/**
 * Signs a demo account in by restoring the session the setup project saved, then opens `redirectPath` (or, as the
 * login page does, the account's dashboard). The session is handed to Firebase Auth through local storage, which
 * the SDK reads when IndexedDB holds no user and moves to IndexedDB; nothing else the browser stores (a cart) is
 * touched. Another account signs in with the form, and so does a demo account whose session was not saved yet (a
 * run of one spec without the setup project) or was ended meanwhile (a spec signed it out, which revokes its
 * sessions): the fresh session is then saved for the specs after it.
 * A test that starts on another page passes it as `redirectPath` rather than signing in and then loading it: the
 * login page's loader sends the session straight there, one page load instead of the dashboard's and then the page's.
 */
export async function signIn(page: Page, account: Account, redirectPath?: string) {
  const login = redirectPath ? `/login?redirectPath=${encodeURIComponent(redirectPath)}` : '/login'
  if (isDemoAccount(account) && existsSync(statePath(account))) {
    const session = JSON.parse(readFileSync(statePath(account), 'utf8')) as SavedSession
    // Handed over before the app's scripts run, so the login page loads once, already signed in. The script stays
    // on the page for every later navigation, so it acts only once (a test may sign out or forget the session).
    await page.addInitScript(restoreSessionOnce, { ...session, once: `session-restored-${randomUUID()}` })
    // The login page sends a signed-in visitor straight on to redirectPath or their dashboard.
    await page.goto(login)
    // The login page moves on once the dashboard has loaded, which on a busy machine can take a while; a session
    // that no longer works keeps the page on /login for good.
    const restored = await expect(page)
      .not.toHaveURL(/\/login/, { timeout: 20_000 })
      .then(() => true)
      .catch(() => false)
    if (restored) return
  }
  await signInWithForm(page, account, redirectPath)
  if (isDemoAccount(account)) await saveSignedInState(page, account)
}

/** Puts a saved session where Firebase Auth looks for one, the first time the page loads a document. */
function restoreSessionOnce({ key, value, once }: SavedSession & { once: string }) {
  if (sessionStorage.getItem(once)) return
  sessionStorage.setItem(once, 'yes')
  localStorage.setItem(key, JSON.stringify(value))
}

/**
 * Signs `account` out with the header's button and waits until the server has revoked the session. Revoking ends the
 * account's sessions everywhere, so a demo account's saved session is forgotten: its next `signIn` uses the form.
 */
export async function signOut(page: Page, account: Account) {
  const button = page.getByRole('banner').getByRole('button', { name: /sign out/i })
  await button.click()
  await expect(button).toHaveCount(0, { timeout: 30_000 })
  if (isDemoAccount(account)) rmSync(statePath(account), { force: true })
}

/**
 * Leaves the browser signed out without signing out, as a fresh browser would be: Firebase Auth's saved user is
 * deleted from this origin, and the account's sessions elsewhere (other specs, the saved demo sessions) go on. For
 * a test that goes on as another role; signing out itself is `signOut`.
 */
export async function forgetSession(page: Page) {
  // A same-origin file the app does not run in, so the app holds no connection to the database being deleted.
  await page.goto('/favicon.svg')
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith('firebase:authUser:')) localStorage.removeItem(key)
        }
        const deleting = indexedDB.deleteDatabase('firebaseLocalStorageDb')
        deleting.onsuccess = () => resolve()
        deleting.onerror = () => reject(deleting.error)
      }),
  )
}
