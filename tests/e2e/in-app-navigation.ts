import type { Page } from '@playwright/test'

/**
 * Moves the running app to `path` as the browser's back and forward buttons do: the router is told the address
 * changed and shows the page with its loaders' data, without loading the app again. On a phone-sized page that was
 * about half the browser's processor time of `page.goto` (0.44-0.54 s against 0.75-0.93 s), and none of the wait for
 * the network to go quiet. For claims about what a page shows; claims about arriving on a page (server rendering,
 * a guard, what survives a reload) keep `page.goto`.
 *
 * Resolves once the router has finished: `main` (src/app/root/root-route.tsx) was busy and is no longer, or, for a
 * page with nothing to load, holds another page. Fails when neither happens within 10 s, so a test never checks the
 * page it left believing it is the new one.
 */
export async function gotoInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    const main = document.getElementById('main')
    if (!main) throw new Error(`gotoInApp(${to}): the app is not running on ${location.pathname}`)
    const shown = main.firstElementChild
    await new Promise<void>((resolve, reject) => {
      let busySeen = false
      const timer = setTimeout(() => {
        observer.disconnect()
        reject(new Error(`gotoInApp(${to}): the router did not show the page within 10 s`))
      }, 10_000)
      const observer = new MutationObserver(() => {
        if (main.getAttribute('aria-busy') === 'true') {
          busySeen = true
          return
        }
        if (!busySeen && main.firstElementChild === shown) return
        observer.disconnect()
        clearTimeout(timer)
        resolve()
      })
      observer.observe(main, { attributes: true, attributeFilter: ['aria-busy'], childList: true, subtree: true })
      // The entry React Router's history would have pushed: its own state shape, one step further on.
      const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to)
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    })
  }, path)
}

/**
 * Waits until the page stops changing: no change to the document for 300 ms (data arriving from a listener, a
 * picture taking its place), at most `timeout` ms. After a navigation inside the app, where waiting for the network
 * to go quiet returns at once.
 */
export async function waitForSettledPage(page: Page, timeout = 5_000): Promise<void> {
  await page.evaluate(
    ({ quietFor, timeout }) =>
      new Promise<void>((resolve) => {
        let quiet = setTimeout(finish, quietFor)
        const limit = setTimeout(finish, timeout)
        const observer = new MutationObserver(() => {
          clearTimeout(quiet)
          quiet = setTimeout(finish, quietFor)
        })
        observer.observe(document.body, { attributes: true, childList: true, subtree: true, characterData: true })
        function finish() {
          observer.disconnect()
          clearTimeout(quiet)
          clearTimeout(limit)
          resolve()
        }
      }),
    { quietFor: 300, timeout },
  )
}
