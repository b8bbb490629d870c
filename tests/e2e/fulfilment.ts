import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * On the order review page: when the business has a fulfilment schedule, choose pickup (or the first method), the
 * first bookable date (in the next month when the month shown has none left), its first open time, and fill the name and phone (and guests when asked). Without a
 * schedule the page asks for nothing and this does nothing.
 */
export async function chooseFulfilment(page: Page): Promise<void> {
  const section = page.getByRole('group', { name: 'When and where' })
  // The section appears with the page's data; the To Payment area is there in both cases.
  await page.getByRole('form', { name: 'Place your order' }).waitFor()
  if ((await section.count()) === 0) return
  const pickup = section.getByRole('radio', { name: 'Pickup' })
  if ((await pickup.count()) > 0) await pickup.check()
  else await section.getByRole('radio').first().check()
  // A bookable day is named with its open times (the blank cells before a month's first day are gridcells too).
  const bookable = section.getByRole('gridcell', { name: /, \d+ times? open$/ })
  await section.getByRole('gridcell').first().waitFor()
  // Near a month's end a package needing days of notice has its first bookable day in the next month.
  if ((await bookable.count()) === 0) await section.getByRole('button', { name: 'Next month' }).click()
  await bookable.first().click()
  await section
    .getByRole('radiogroup', { name: /^Time/ })
    .getByRole('radio', { disabled: false })
    .first()
    .check()
  const name = section.getByLabel('Name for the order')
  if ((await name.inputValue()) === '') await name.fill('Test Customer')
  // A signed-in customer's saved phone is filled in and accepted as it is; a guest types one.
  const phone = section.getByLabel('Phone')
  if ((await phone.inputValue()) === '') await phone.fill('212 555 0100')
  const guests = section.getByLabel('Number of guests')
  if ((await guests.count()) > 0) await guests.fill('8')
}

/**
 * Adds the Pappardelle supper from its menu and opens the order review; answers its "When and where" section once
 * it shows.
 */
export async function reviewPappardelleOrder(page: Page): Promise<Locator> {
  await page.goto('/package-shop/menu-tuscan-supper')
  await page.getByRole('button', { name: 'Add Hand-Rolled Pappardelle Ragù Supper to cart' }).click()
  // Add keeps the visitor on the page: the header's count says when the cart holds it.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await page.goto('/order-review')
  const section = page.getByRole('group', { name: 'When and where' })
  await expect(section).toBeVisible({ timeout: 30_000 })
  return section
}
