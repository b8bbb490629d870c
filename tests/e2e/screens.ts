import type { Page, TestInfo } from '@playwright/test'

/** The phone project's pages are looked at 390 px wide, the narrowest common phone. */
export async function phoneWidth(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
}

/** Where a spec's screenshot goes: `.local/screenshots/<spec>-<name>-<project>.png`. */
export const screenshotPath = (spec: string, name: string, testInfo: TestInfo) =>
  `.local/screenshots/${spec}-${name}-${testInfo.project.name}.png`

/** Whether this run saves screenshots for a person (`SCREENSHOTS=1`); a spec skips what only a screenshot needs. */
export const screenshotsWanted = process.env['SCREENSHOTS'] === '1'

type Shootable = { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> }

/**
 * Saves a screenshot for a person to look at, only when asked (`SCREENSHOTS=1 npm test -- e2e`): no test reads
 * them, and a full-page shot costs about a second. Failures keep their own screenshot either way.
 */
export async function shoot(target: Shootable, options: { path: string; fullPage?: boolean }) {
  if (screenshotsWanted) await target.screenshot(options)
}
