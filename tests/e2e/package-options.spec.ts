// A per-guest package with options: the seeded Holiday Dinner Party shows its price per guest on its page and
// reads "Per guest" in the package editor, and a paid order of it (written with the admin SDK as placeOrder stores
// it, on a date of this run's own, and removed afterwards) shows its guests and options on the desk and prep list.
// A customer chooses its options on the package page (the required Main first refused when missing), sees the
// line priced for the guests typed on the order review, pays, and finds the options on the order page. An admin adds
// option groups in the package editor, a bad price refused by its field first. A line added without its required
// Main is refused on the order review by that line's field, and the Main chosen there.
import type { TestInfo } from '@playwright/test'
import { addDays } from '../../src/shared/fulfilment/calendar-dates.ts'
import { adminDb } from '../support/admin.ts'
import {
  holidayDinnerLineFor,
  holidayDinnerOptions,
  holidayDinnerOptionsFor,
} from '../support/event-order.ts'
import { testCatalog } from '../support/test-catalog.ts'
import { chooseFulfilment } from './fulfilment.ts'
import { payAndFindTheOrder } from './paid-order.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { writeKitchenOrder } from './kitchen-orders.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const shot = (name: string, testInfo: TestInfo) => screenshotPath('package-options', name, testInfo)
const cleanup = documentsRemovedAfterAll()
const details = `For 8 guests · ${holidayDinnerOptions}`

test.describe('package options in the kitchen', () => {
  test('the page and the editor read per guest; the desk and the prep list show each line with its guests and options', async ({
    page,
  }, testInfo) => {
    const date = addDays('2041-01-01', (Math.floor(Date.now() / 1000) * 3) % 20_000)
    const id = `options-${Date.now()}`
    cleanup.push(`orders/${id}`)
    await writeKitchenOrder(id, { date, state: 'paid', slotStart: '12:00', items: [], guests: 8 })
    await adminDb()
      .doc(`orders/${id}`)
      .update({ cartData: [holidayDinnerLineFor(8)] })

    await page.goto('/package-details/pkg-holiday-dinner')
    await expect(page.getByText('$65.00 per guest', { exact: true })).toBeVisible()
    await expect(page.getByText('For 6 to 20 guests.')).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: shot('package-page', testInfo), fullPage: true })

    await signIn(page, adminAccount, '/package-create/pkg-holiday-dinner')
    await expect(page.getByRole('combobox', { name: 'Priced' })).toHaveValue('perGuest')

    await page.goto(`/order-management?from=${date}&to=${date}`)
    const items = page.getByRole('list', { name: /^Items of order/ })
    await expect(items).toContainText('1 × Holiday Dinner Party')
    await expect(items).toContainText(details)
    await expectAccessible(page)
    await shoot(page, { path: shot('order-desk', testInfo), fullPage: true })

    await page.goto(`/prep-list?from=${date}&to=${date}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Prep list' })).toBeVisible()
    await expect(page.getByText('1 × Holiday Dinner Party')).toBeVisible()
    await expect(page.getByText(holidayDinnerOptions)).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: shot('prep-list', testInfo), fullPage: true })
  })

  test('a customer chooses the options, sees the line priced for 8 guests, pays, and finds the options on the order page', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
    const catalog = testCatalog(run)
    const note = `Options run ${run}`
    try {
      await signIn(page, customerAccount, '/package-details/pkg-holiday-dinner')
      const choices = page.getByRole('region', { name: 'Your choices' })
      await expect(choices.getByRole('radio', { name: 'Beef tenderloin' })).toBeVisible()
      await expect(choices.getByRole('checkbox', { name: 'Cheese course (+$8.00 per guest)' })).toBeVisible()
      await expect(choices.getByText('Up to 40 characters.')).toBeVisible()

      // The Main is required: Add is refused by its field and nothing goes into the cart.
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await expect(choices.getByText('Please choose a Main.')).toBeVisible()
      await expect(choices.getByRole('radio', { name: 'Beef tenderloin' })).toBeFocused()
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull()

      await choices.getByRole('radio', { name: 'Beef tenderloin' }).check()
      await choices.getByRole('checkbox', { name: 'Cheese course (+$8.00 per guest)' }).check()
      await choices.getByLabel('Message on the cake').fill('Happy holidays, Sam')
      await expect(choices.getByText('With your choices: $73.00 per guest')).toBeVisible()
      await expectAccessible(page)
      await shoot(page, { path: shot('package-page-options', testInfo), fullPage: true })
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible()

      await page.goto('/order-review')
      const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')
      await expect(line.getByTestId('line-details')).toHaveText(
        'For 6 guests · Main: Beef tenderloin · Add-ons: Cheese course · Message on the cake: Happy holidays, Sam',
        { timeout: 30_000 },
      )
      // The options can be changed on the line; its fields show what was chosen on the package page.
      await expect(line.getByRole('radio', { name: 'Beef tenderloin' })).toBeChecked()
      await expect(line.getByLabel('Message on the cake')).toHaveValue('Happy holidays, Sam')
      await chooseFulfilment(page)
      await expect(line).toContainText('$73.00 per guest × 8 guests')
      await expect(line).toContainText('$584.00')
      const totals = page.getByLabel('Order totals')
      await expect(totals).toContainText('Subtotal$584.00')
      await expect(totals.locator('dd').last()).toHaveText('$613.20')
      await page.getByLabel('Order notes').fill(note)
      await expectAccessible(page)
      await shoot(page, { path: shot('order-review-options', testInfo), fullPage: true })

      await page.getByRole('button', { name: 'To Payment' }).click()
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: 60_000 })
      const { orderId, order } = await payAndFindTheOrder(
        page,
        adminDb().collection('orders').where('orderNotes', '==', note),
        (id) => catalog.order(id),
      )
      expect(order['cartData']).toEqual([
        expect.objectContaining({
          chefPackageId: 'pkg-holiday-dinner',
          price: 584,
          guests: 8,
          options: holidayDinnerOptionsFor({
            guests: 8,
            main: 'Beef tenderloin',
            message: 'Happy holidays, Sam',
          }),
        }),
      ])
      expect(order['paidCents']).toBe(61_320)

      await page.goto(`/order-status/${orderId}`)
      await expect(page.getByTestId('line-details')).toHaveText(
        'For 8 guests · Main: Beef tenderloin · Add-ons: Cheese course · Message on the cake: Happy holidays, Sam',
        { timeout: 30_000 },
      )
      await expect(page.getByText('$73.00 per guest × 8 guests')).toBeVisible()
      await expectAccessible(page)
      await shoot(page, { path: shot('order-page-options', testInfo), fullPage: true })
    } finally {
      await catalog.cleanup()
    }
  })

  test('an admin adds option groups in the package editor; bad input is refused by its field with everything kept', async ({
    page,
  }) => {
    const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
    const catalog = testCatalog(run)
    try {
      const { id } = await catalog.chefPackage('Options Tart', { price: 30, allergens: [], diets: [] })
      await signIn(page, adminAccount, `/package-create/${id}`)
      const options = page.getByRole('region', { name: 'Options the customer chooses' })
      await expect(options.getByText('No options: nothing to choose.')).toBeVisible({ timeout: 30_000 })
      await options.getByRole('button', { name: 'Add “Choose one” option' }).click()
      await options.getByLabel('Option 1 name').fill('Fruit')
      await options.getByLabel('Option 1 is required').check()
      await options.getByLabel('Option 1 choice 1', { exact: true }).fill('Apple')
      await options.getByRole('button', { name: 'Add a choice to Option 1' }).click()
      await options.getByLabel('Option 1 choice 2', { exact: true }).fill('Pear')
      await options.getByLabel('Option 1 choice 2 price difference ($)').fill('2.555')
      await options.getByRole('button', { name: 'Add “Free text” option' }).click()
      await options.getByLabel('Option 2 name').fill('Message')
      await page.getByRole('button', { name: 'Save' }).first().click()
      await expect(options.getByLabel('Option 1 choice 2 price difference ($)')).toHaveAccessibleDescription(
        /Please enter dollars from −10000 to 10000/,
      )
      await expect(options.getByLabel('Option 1 choice 2', { exact: true })).toHaveValue('Pear')
      await expect(options.getByLabel('Option 2 name')).toHaveValue('Message')
      await expectAccessible(page)

      await options.getByLabel('Option 1 choice 2 price difference ($)').fill('2.50')
      await page.getByRole('button', { name: 'Save' }).first().click()
      await expect(page.getByText('Saved.')).toBeVisible()
      const stored = (await adminDb().doc(`chefPackages/${id}`).get()).data()
      expect(stored?.['optionGroups']).toEqual([
        {
          kind: 'chooseOne',
          id: expect.any(String),
          label: 'Fruit',
          required: true,
          choices: [
            { id: expect.any(String), label: 'Apple', price: 0 },
            { id: expect.any(String), label: 'Pear', price: 2.5 },
          ],
        },
        { kind: 'text', id: expect.any(String), label: 'Message', required: false, maxLength: 40, price: 0 },
      ])
    } finally {
      await catalog.cleanup()
    }
  })

  test('a line added without its required choice is refused on the order review by its field, and chosen there', async ({
    page,
  }) => {
    await signIn(page, customerAccount, '/package-shop')
    // As a package card's Add leaves it: the line without choices.
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            chefPackageId: 'pkg-holiday-dinner',
            title: 'Holiday Dinner Party',
            price: 65,
            image: '',
            quantity: 1,
          },
        ]),
      ),
    )
    await page.goto('/order-review')
    await chooseFulfilment(page)
    await page.getByRole('button', { name: 'To Payment' }).click()
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')
    await expect(line.getByText('Please choose a Main.')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Please complete the choices marked in your cart.')).toBeVisible()
    await expect(line.getByRole('radio', { name: 'Beef tenderloin' })).toBeFocused()
    await expect(page.getByLabel('Number of guests')).toHaveValue('8')
    await expectAccessible(page)

    await line.getByRole('radio', { name: 'Roast cod' }).check()
    await expect(line.getByTestId('line-details')).toHaveText('For 8 guests · Main: Roast cod')
    await expect(line).toContainText('$520.00')
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('"choiceIds":["fish"]')
    await page.evaluate(() => localStorage.removeItem('cart'))
  })
})
