import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'

// Fails with the list of serious or critical axe violations on the current page.
// Waits for running transitions first (a dialog still fading in has text of too little contrast for a moment);
// endless animations such as spinners are left alone.
export async function expectAccessible(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Only violations are read: axe then details one node per passing rule, not every node (about a tenth faster).
  // Legacy mode runs axe.run in the page itself. The default runs it frame by frame and then opens a blank page to
  // put the results together, which injects axe twice more. Our pages have no frames from other sites, which only
  // the default reaches. On five pages, one scan took 0.39 s instead of 1.0 s, and the runner's processor time per
  // scan fell from 250 ms to 55 ms (decision 0114).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(blocking, 'serious or critical accessibility violations').toEqual([])
}

/** Collects the page's uncaught errors and the console errors `expected` does not let through; fails on any. */
function collectBrowserErrors(expected: (message: ConsoleMessage) => boolean) {
  return async ({ page }: { page: Page }, use: (errors: string[]) => Promise<void>) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' && !expected(message)) errors.push(`console: ${message.text()}`)
    })
    await use(errors)
    expect(errors, 'errors in the browser').toEqual([])
  }
}

/**
 * A server-rendered page shows its buttons before the app has taken it over, and a click then does nothing: after
 * goto and reload, wait until the app marks the page hydrated (src/app/start.tsx). The app's shell, which carries
 * no server data, is rendered by the app itself and needs no wait.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('router-hydration-data') ||
      document.documentElement.dataset['hydrated'] === 'true',
  )
}

function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await waitForHydration(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await waitForHydration(page)
    return response
  }
  return page
}

// Every page load fails the test on an uncaught error or a console error, so a broken page cannot pass silently.
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page))
  },
  pageErrors: [collectBrowserErrors(() => false), { auto: true }],
})

/**
 * For journeys that are refused on purpose (a wrong password, a full slot): the browser logs the server's 400 answer
 * as a console error. Only a 400 from a URL containing `urlPart` is let through; every other error still fails.
 */
export function testExpectingRefusalsFrom(urlPart: string) {
  // An override keeps the base fixture's auto flag, so it runs for every test.
  return test.extend({
    pageErrors: collectBrowserErrors(
      (message) => message.text().includes('status of 400') && message.location().url.includes(urlPart),
    ),
  })
}

/**
 * For journeys where a failure is provoked on purpose (a record deleted underneath a save): console errors whose
 * text matches one of `expected` (the refused request, the page's own log line) are let through; any other error
 * still fails the test.
 */
export function testExpectingConsoleErrors(...expected: RegExp[]) {
  return test.extend({
    pageErrors: collectBrowserErrors((message) => expected.some((pattern) => pattern.test(message.text()))),
  })
}

export { expect }
