// Signs each demo role in once, through the real login form, and saves the browser's state (Firebase Auth keeps its
// session in IndexedDB) for the browser tests: `signIn` restores it instead of typing into the form again.
import { test as setup } from '@playwright/test'
import { adminAccount, customerAccount, saveSignedInState, signInWithForm } from './sign-in.ts'

// Side by side: the browser tests wait for both, one after the other took about 5 s on each browser run.
setup.describe.configure({ mode: 'parallel' })

for (const account of [adminAccount, customerAccount]) {
  setup(`sign in as the demo ${account.role}`, async ({ page }) => {
    await signInWithForm(page, account)
    await saveSignedInState(page, account)
  })
}
