// Back-office journeys (docs/decisions/0045 to 0050): catalogue editors with an uploaded image, the links between
// menus and packages, the shop and the landing page; the footer testimonial through review and publication; a
// delete through the shared dialog. Every page visited passes expectAccessible; screenshots go to
// .local/screens/<project>/ for a look at 1280 and 375 px.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { FieldValue } from 'firebase-admin/firestore'
import type { Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { adminDb, eventually } from '../support/admin.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { cameraPng } from './photo-fixture.ts'
import { shoot } from './screens.ts'

const screensDir = path.resolve(import.meta.dirname, '..', '..', '.local', 'screens')

async function look(page: Page, testInfo: TestInfo, name: string) {
  const dir = path.join(screensDir, testInfo.project.name)
  mkdirSync(dir, { recursive: true })
  await shoot(page, { path: path.join(dir, `${name}.png`), fullPage: true })
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function uploadImage(page: Page, label: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: await cameraPng() })
  await expect(page.getByRole('img', { name: `${label} preview` })).toHaveAttribute(
    'src',
    /chefPackageImages%2F.+-1280\.webp/,
    {
      timeout: 30_000,
    },
  )
}

const idFrom = (page: Page, prefix: string) =>
  decodeURIComponent(new URL(page.url()).pathname.slice(prefix.length))

test.describe('back-office catalogue', () => {
  // Long journeys with uploads and cold function starts on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })
  const cleanup: string[] = []
  let landingBlock: Record<string, string> | undefined

  test.afterEach(async () => {
    const db = adminDb()
    await Promise.all(cleanup.splice(0).map((docPath) => db.doc(docPath).delete()))
    if (landingBlock) {
      const config = await db
        .collection('contentConfigs')
        .where('configKey', '==', 'landinglist')
        .limit(1)
        .get()
      await config.docs[0]?.ref.update({ contentBlocks: FieldValue.arrayRemove(landingBlock) })
      landingBlock = undefined
    }
  })

  test('an admin creates a package with an uploaded image and a menu, links them, and both show on the site', async ({
    page,
  }, testInfo) => {
    const run = unique()
    const packageTitle = `Saffron Paella ${run}`
    const menuTitle = `Spanish Night ${run}`
    // Package: a bad price keeps everything typed and says why, by the field.
    await signIn(page, adminAccount, '/package-management')
    await expect(page.getByRole('heading', { name: 'Package Management' })).toBeVisible()
    await expectAccessible(page)
    await look(page, testInfo, 'package-management')
    await page.getByRole('link', { name: 'Create Package' }).click()
    await expect(page).toHaveURL(/\/package-create$/)
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Package')
    await expect(page.getByRole('spinbutton', { name: 'Price ($)' })).toHaveValue('100')
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(packageTitle)
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Seafood paella cooked over an open flame for six.')
    await page.getByRole('textbox', { name: 'Tags (comma-separated)' }).fill('spanish, serves-6')
    await uploadImage(page, 'Package image')
    await page.getByRole('button', { name: 'Add detail' }).click()
    await page.getByRole('textbox', { name: 'Detail 1 title' }).fill('Paella valenciana')
    await page.getByRole('spinbutton', { name: 'Detail 1 price' }).fill('90')
    // A $0 price is refused next to its field (firestore.rules refuse it too).
    await page.getByRole('spinbutton', { name: 'Price ($)' }).fill('0')
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(page.getByRole('spinbutton', { name: 'Price ($)' })).toHaveAccessibleDescription(
      /The price must be more than \$0\./,
    )
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(packageTitle)
    await expect(page.getByRole('textbox', { name: 'Detail 1 title' })).toHaveValue('Paella valenciana')
    await expect(page.getByRole('img', { name: 'Package image preview' })).toHaveAttribute(
      'src',
      /chefPackageImages/,
    )
    await expectAccessible(page)
    await page.getByRole('spinbutton', { name: 'Price ($)' }).fill('90')
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(page).toHaveURL(/\/package-create\/[^/?]+\?saved=1$/)
    await expect(page.getByText('Saved.')).toBeVisible()
    await expect(page.getByText(/Last updated/)).toBeVisible()
    const packageId = idFrom(page, '/package-create/')
    cleanup.push(`chefPackages/${packageId}`)
    const storedPackage = (await adminDb().doc(`chefPackages/${packageId}`).get()).data()
    expect(storedPackage).toMatchObject({
      title: packageTitle,
      price: 90,
      publicMenu: true,
      tags: ['spanish', 'serves-6'],
    })
    expect(storedPackage?.['packageDetails']).toEqual([
      { title: 'Paella valenciana', description: '', price: 90 },
    ])
    // The page loads a resized copy, never the 2000 px original; the others are kept with it.
    const stored = await page.request.get(String(storedPackage?.['image']))
    expect(stored.headers()['content-type']).toBe('image/webp')
    expect((await sharp(await stored.body()).metadata()).width).toBe(1280)
    expect(storedPackage?.['imageVariants']).toMatchObject({ width: 2000, height: 1500 })
    await expect(page.getByText('No menu includes this package yet.', { exact: false })).toBeVisible()
    await look(page, testInfo, 'package-editor')

    // Menu with the package attached.
    await page.goto('/menu-management')
    await expectAccessible(page)
    await look(page, testInfo, 'menu-management')
    await page.getByRole('link', { name: 'Create menu' }).click()
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(menuTitle)
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Tapas, paella and crema catalana.')
    await uploadImage(page, 'Menu image')
    await page.getByRole('combobox', { name: 'Packages in this menu' }).fill(run)
    await page.getByRole('option', { name: new RegExp(packageTitle) }).click()
    // Publish saves the new menu and shows it in the shop and on the landing page (Save would keep a draft).
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page).toHaveURL(/\/menu-edit\/[^/?]+\?saved=1$/)
    const menuId = idFrom(page, '/menu-edit/')
    cleanup.push(`menus/${menuId}`)
    expect((await adminDb().doc(`menus/${menuId}`).get()).data()).toMatchObject({
      addedChefPackages: [packageId],
      published: true,
    })
    await expectAccessible(page)
    await look(page, testInfo, 'menu-editor')

    // The package's editor lists the menu (loaded from /select-tabs/...).
    await page.goto(`/package-create/${packageId}`)
    await expect(
      page.getByRole('region', { name: 'Menus with this package' }).getByRole('link', { name: menuTitle }),
    ).toBeVisible()

    // Shop and landing page (the menu joins the landing list as an intro menu).
    landingBlock = { id: `list-e2e-${run}`, menuId, title: '', introMenu: 'true' }
    const config = await adminDb()
      .collection('contentConfigs')
      .where('configKey', '==', 'landinglist')
      .limit(1)
      .get()
    await config.docs[0]!.ref.update({ contentBlocks: FieldValue.arrayUnion(landingBlock) })
    await page.goto(`/package-shop/${menuId}`)
    await expect(page.getByText(packageTitle).first()).toBeVisible()
    await page.goto('/')
    await expect(page.getByRole('link', { name: new RegExp(menuTitle) }).first()).toBeVisible()
    await expect(page.getByText(packageTitle).first()).toBeVisible()

    // Delete the package through the shared dialog: it leaves the grid and the menu in one step.
    await page.goto('/package-management')
    const card = page.getByRole('article').filter({ hasText: packageTitle })
    await card.getByRole('button', { name: `Delete ${packageTitle}` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete the package “${packageTitle}”?` })
    await expect(dialog.getByText('This cannot be undone.')).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(dialog).toBeHidden()
    // The delete runs in a function (first call may start its worker).
    await expect(page.getByText(packageTitle)).toHaveCount(0, { timeout: 30_000 })
    await expect(page).toHaveURL(/\/package-management$/)
    expect((await adminDb().doc(`chefPackages/${packageId}`).get()).exists).toBe(false)
    expect((await adminDb().doc(`menus/${menuId}`).get()).get('addedChefPackages')).toEqual([])
  })

  test("an admin sets a package's fulfilment limits, fixes a bad one, clears one, and customers read them", async ({
    page,
  }, testInfo) => {
    const run = unique()
    const title = `Wedding feast ${run}`
    const created = await adminDb()
      .collection('chefPackages')
      .add({ title, price: 900, publicMenu: true, addedUsers: [], tags: [], packageDetails: [] })
    cleanup.push(`chefPackages/${created.id}`)
    await signIn(page, adminAccount, `/package-create/${created.id}`)
    const limits = page.getByRole('region', { name: 'Fulfilment limits' })
    await expect(limits).toBeVisible()
    const field = (name: string) => limits.getByRole('spinbutton', { name, exact: true })
    const saleDates = limits.getByRole('group', { name: 'Sold only on these dates' })
    /** Types a date into the sale dates' picker and adds it. */
    const addSaleDate = async (monthDayYear: string) => {
      await saleDates.getByRole('spinbutton', { name: 'Month' }).click()
      await page.keyboard.type(monthDayYear)
      await saleDates.getByRole('button', { name: 'Add', exact: true }).click()
    }
    await field('Most per fulfilment date').fill('2')
    await field('Days of notice this package needs').fill('14')
    await field('Fewest guests').fill('40')
    await field('Most guests').fill('20')
    await addSaleDate('06122027')
    await page.getByRole('button', { name: 'Save' }).first().click()
    // Each problem by its field; everything typed is still there; nothing was written.
    await expect(limits.getByText('The most guests must be at least the fewest guests.')).toBeVisible()
    await expect(field('Days of notice this package needs')).toHaveValue('14')
    await expect(saleDates.getByRole('listitem')).toHaveText(['Sat, Jun 12, 2027'])
    expect((await adminDb().doc(`chefPackages/${created.id}`).get()).get('leadTimeDays')).toBeUndefined()
    await expectAccessible(page)
    await look(page, testInfo, 'package-limits-errors')

    await field('Most guests').fill('120')
    await addSaleDate('06192027')
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(page).toHaveURL(/\?saved=1$/)
    expect((await adminDb().doc(`chefPackages/${created.id}`).get()).data()).toMatchObject({
      maxPerDate: 2,
      leadTimeDays: 14,
      minGuests: 40,
      maxGuests: 120,
      availableDates: ['2027-06-12', '2027-06-19'],
    })
    await expect(field('Most guests')).toHaveValue('120')
    await look(page, testInfo, 'package-limits-saved')

    // Customers read the limits before they add the package to the cart.
    await page.goto(`/package-details/${created.id}`)
    const facts = page.getByRole('region', { name: 'Good to know' })
    await expect(facts.getByText('Book at least 14 days ahead.')).toBeVisible()
    await expect(facts.getByText('For 40 to 120 guests.')).toBeVisible()
    await expect(facts.getByText('Sold only for Sat, Jun 12, 2027; Sat, Jun 19, 2027.')).toBeVisible()
    await expect(facts.getByText('At most 2 per date.')).toBeVisible()
    await expectAccessible(page)
    await look(page, testInfo, 'package-details-limits')

    // Emptying a limit removes it: the package follows the business schedule again.
    await page.goto(`/package-create/${created.id}`)
    await field('Most per fulfilment date').fill('')
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(page).toHaveURL(/\?saved=1$/)
    const cleared = (await adminDb().doc(`chefPackages/${created.id}`).get()).data()
    expect(cleared && 'maxPerDate' in cleared).toBe(false)
    expect(cleared?.['leadTimeDays']).toBe(14)
  })

  test('landing offers: create, fix a missing price, save, delete back to the list', async ({
    page,
  }, testInfo) => {
    const title = `Spring offer ${unique()}`
    await signIn(page, adminAccount, '/landing-offers')
    await expectAccessible(page)
    await look(page, testInfo, 'landing-offers')
    await page.getByRole('link', { name: /New/ }).click()
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Three courses for two, Fridays in April.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Please enter a price.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
    await look(page, testInfo, 'landing-offer-price-error')
    await page.getByRole('spinbutton', { name: 'Price ($)' }).fill('75')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/landing-offer\/[^/?]+\?saved=1$/)
    const offerId = idFrom(page, '/landing-offer/')
    cleanup.push(`landingOffers/${offerId}`)
    await expectAccessible(page)
    await look(page, testInfo, 'landing-offer-editor')
    await page.goto(`/landing-offer-checkout/${offerId}`)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText('$75.00')).toBeVisible()
    await expectAccessible(page)
    await look(page, testInfo, 'landing-offer-checkout')
    await page.goto(`/landing-offer/${offerId}`)
    await page.getByRole('button', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: `Delete the landing offer “${title}”?` })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page).toHaveURL(/\/landing-offers$/)
    await expect(page.getByText(title)).toHaveCount(0)
  })
})

test.describe('testimonials', () => {
  test.describe.configure({ timeout: 180_000 })
  const cleanup: string[] = []
  test.afterEach(async () => {
    await Promise.all(cleanup.splice(0).map((docPath) => adminDb().doc(docPath).delete()))
  })

  test('a footer testimonial alerts the recipients, is published to the landing page, then unpublished and deleted', async ({
    page,
  }, testInfo) => {
    const run = unique()
    const name = `Rosa ${run}`
    const testimony = `The paella night was a triumph ${run}.`
    const email = `rosa-${run}@guests.test`
    // Rate limits count per client address; this run gets its own (the emulator takes X-Forwarded-For as sent).
    await page.route('**/submitTestimonialCallable', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': `203.0.113.${run}` } }),
    )

    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('button', { name: /leave testimonial/i }).click()
    const form = footer.getByRole('form', { name: 'Leave a testimonial' })
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Testimony').fill(testimony)
    await form.getByRole('button', { name: 'Send' }).click()
    // The first call may start a function worker: allow for a cold start.
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your testimonial!' })).toBeVisible(
      { timeout: 30_000 },
    )

    const review = await eventually('the stored review', async () => {
      const found = await adminDb().collection('testimonialReview').where('email', '==', email).get()
      return found.docs[0]
    })
    cleanup.push(`testimonialReview/${review.id}`, `mail/testimony-alert-${review.id}`)
    expect(review.data()).toMatchObject({ name, testimony, published: false })
    const mail = await waitForMail({ subject: 'Testimony Alert' }, (item) => item.html.includes(run))
    expect(mail.html).toContain(`/testimonial-review?reviewId=${review.id}`)
    expect(mail.html).toContain(email)

    await signIn(page, adminAccount, `/testimonial-review?reviewId=${review.id}`)
    const card = page.getByRole('article').filter({ hasText: testimony })
    await expect(card.getByText(email)).toBeVisible()
    await expectAccessible(page)
    await look(page, testInfo, 'testimonial-review')
    await card.getByRole('button', { name: new RegExp(`^Publish the testimonial from ${name}`) }).click()
    await expect(card.getByText('Published', { exact: true })).toBeVisible({ timeout: 30_000 })
    const tmonyId = String((await adminDb().doc(`testimonialReview/${review.id}`).get()).get('tmonyId'))
    cleanup.push(`testimonials/${tmonyId}`)

    await page.goto('/')
    await expect(page.getByText(testimony)).toBeVisible()
    await page.goto('/testimonials')
    await expect(page.getByText(testimony)).toBeVisible()
    await expectAccessible(page)
    await look(page, testInfo, 'testimonials')

    await page.goto('/testimonial-review?published=true')
    await expect(page.getByRole('heading', { name: 'Published Testimonials' })).toBeVisible()
    const publishedCard = page.getByRole('article').filter({ hasText: testimony })
    await expect(publishedCard.getByRole('button', { name: /Delete/ })).toHaveCount(0)
    await publishedCard
      .getByRole('button', { name: new RegExp(`^unPublish the testimonial from ${name}`) })
      .click()
    await expect(page.getByText(testimony)).toHaveCount(0, { timeout: 30_000 })
    expect((await adminDb().doc(`testimonials/${tmonyId}`).get()).exists).toBe(false)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(testimony)).toHaveCount(0)

    await page.goto('/testimonial-review')
    const unpublishedCard = page.getByRole('article').filter({ hasText: testimony })
    await unpublishedCard.getByRole('button', { name: `Delete the testimonial from ${name}` }).click()
    await page
      .getByRole('dialog', { name: `Delete the testimonial from ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page).toHaveURL(/\/testimonial-review$/)
    await expect(page.getByText(testimony)).toHaveCount(0)
    expect((await adminDb().doc(`testimonialReview/${review.id}`).get()).exists).toBe(false)
  })
})
