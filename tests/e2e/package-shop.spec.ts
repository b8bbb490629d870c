// The shop across menus: a guest opens /package-shop and sees the packages of every published menu at once (one
// that sits on two menus once, a private one not at all), with their tags in words; the menu filter narrows the
// list to one menu and puts it in the address, and "All menus" brings every package back.
import type { TestInfo } from '@playwright/test'
import { testCatalog } from '../support/test-catalog.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { screenshotPath } from './screens.ts'

const shot = (name: string, testInfo: TestInfo) => screenshotPath('package-shop', name, testInfo)

test('a guest browses every menu at once, filters to one menu by its address, and reads tags in words', async ({
  page,
}, testInfo) => {
  const run = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 2)}`
  const catalog = testCatalog(run)
  try {
    const food = { price: 140, allergens: [], diets: [] }
    const oysters = await catalog.chefPackage('Oyster Supper', { ...food, tags: ['serves-8', 'gluten-free'] })
    const tart = await catalog.chefPackage('Leek Tart', { ...food, tags: ['vegetarian'] })
    const bread = await catalog.chefPackage('Sourdough Basket', food)
    const kept = await catalog.chefPackage('Kept Tasting', { ...food, hidden: true })
    // Titles early in the alphabet: the all-menus view reads the menus in title order.
    const coast = await catalog.menu('Abalone Coast', [oysters, bread, kept])
    const garden = await catalog.menu('Acorn Garden', [tart, bread])
    const card = (title: string) => page.getByRole('article').filter({ hasText: title })

    await page.goto('/package-shop')
    await expect(page.getByRole('heading', { name: 'All menus', level: 2 })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Menu' })).toHaveValue('')
    await expect(card(oysters.title)).toHaveCount(1)
    await expect(card(tart.title)).toHaveCount(1)
    await expect(card(bread.title)).toHaveCount(1)
    await expect(card(kept.title)).toHaveCount(0)
    await expect(card(oysters.title).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Serves 8',
      'Gluten free',
    ])
    await expect(card(tart.title).getByRole('list', { name: 'Tags' })).toHaveText('Vegetarian')
    await expectAccessible(page)
    await page.screenshot({ path: shot('all-menus', testInfo), fullPage: true })

    await page.getByRole('combobox', { name: 'Menu' }).selectOption({ label: garden.title })
    await page.getByRole('button', { name: 'Show menu' }).click()
    await expect(page).toHaveURL(new RegExp(`/package-shop/${garden.id}$`))
    await expect(page.getByRole('heading', { name: garden.title, level: 2 })).toBeVisible()
    await expect(card(tart.title)).toHaveCount(1)
    await expect(card(bread.title)).toHaveCount(1)
    await expect(card(oysters.title)).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Menu' })).toHaveValue(garden.id)

    // The address is the menu's own, to share: opened afresh it shows the same menu; "All menus" leaves it.
    await page.goto(`/package-shop/${coast.id}`)
    await expect(page.getByRole('combobox', { name: 'Menu' })).toHaveValue(coast.id)
    await expect(card(oysters.title)).toHaveCount(1)
    await expect(card(tart.title)).toHaveCount(0)
    await page.getByRole('combobox', { name: 'Menu' }).selectOption({ label: 'All menus' })
    await page.getByRole('button', { name: 'Show menu' }).click()
    await expect(page).toHaveURL(/\/package-shop$/)
    await expect(card(tart.title)).toHaveCount(1)
    await expect(card(oysters.title)).toHaveCount(1)
  } finally {
    await catalog.cleanup()
  }
})
