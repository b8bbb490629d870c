import type { Page, TestInfo } from '@playwright/test'

/** The phone project's pages are looked at 390 px wide, the narrowest common phone. */
export async function phoneWidth(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
}

/** Where a spec's screenshot goes: `.local/screenshots/<spec>-<name>-<project>.png`. */
export const screenshotPath = (spec: string, name: string, testInfo: TestInfo) =>
  `.local/screenshots/${spec}-${name}-${testInfo.project.name}.png`
