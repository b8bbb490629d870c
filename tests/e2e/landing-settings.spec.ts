// The landing page settings: an admin edits an offer (with a new picture), a contact link and the featured menus
// in words, watches the preview follow, is refused a bad phone and a menu featured twice beside their fields
// (nothing saved, nothing typed lost), saves, and the public landing page and its footer show the change. Runs in
// a settings lane: it replaces site content every page reads.
import { repeatedMenuMessage } from '../../src/shared/landing-settings.ts'
import { invalidPhoneMessage } from '../../src/shared/phone-number.ts'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { cameraPng } from './photo-fixture.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

const configIds = [
  'config-top-landing-cards',
  'config-landing-downloads',
  'config-contact-links',
  'config-landing-list',
]
// The seed's featured menus, in order, once the coastal menu has moved to the end.
const tilesAfterSave = [
  'Tuscan Family Supper',
  'Garden Vegetarian',
  'Holiday Table',
  'Desserts',
  'Coastal Seafood Feast',
]
const uploadedPicture = /chefPackageImages%2F.+-1280\.webp/

test('an admin edits an offer, a contact link and the featured menus with a live preview, and the landing page shows them', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const refs = configIds.map((id) => adminDb().collection('contentConfigs').doc(id))
  const originals = await Promise.all(refs.map(async (ref) => (await ref.get()).data()))
  expect(originals.every(Boolean), 'seeded landing configs').toBe(true)
  const offerTitle = `Supper club ${Date.now().toString(36)}`
  try {
    await signIn(page, adminAccount, '/admin-dashboard')
    await page.getByRole('link', { name: /^Landing Page/ }).click()
    await expect(page).toHaveURL(/\/landing-settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Landing page' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Landing page settings' })
    const preview = page.getByRole('region', { name: 'What customers see' })
    await expect(preview.getByRole('heading', { name: 'Free in-home consultation' })).toBeVisible()
    await expectAccessible(page)

    // The preview follows the typing, with the landing page's own cards and the footer's links.
    const offer = form.getByRole('group', { name: 'Offer 2' })
    await offer.getByLabel('Heading').fill(offerTitle)
    await offer.getByLabel('Price or when').fill('Fridays from $60 a guest.')
    await expect(preview.getByRole('heading', { name: offerTitle })).toBeVisible()
    await expect(preview.getByText('Fridays from $60 a guest.')).toBeVisible()
    await expect(preview.getByRole('heading', { name: 'Weekly meal prep' })).toHaveCount(0)

    // The offer's picture, changed with the app's upload field: shown by its row and in the preview.
    await offer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'supper.png', mimeType: 'image/png', buffer: await cameraPng() })
    await expect(offer.getByRole('img', { name: 'Picture preview' })).toHaveAttribute(
      'src',
      uploadedPicture,
      {
        timeout: 30_000,
      },
    )
    await expect(preview.getByRole('img', { name: offerTitle })).toHaveAttribute('src', uploadedPicture)

    // A featured menu is chosen by its name; the coastal menu, featured already, is refused at first.
    await form.getByRole('button', { name: 'Add featured menu' }).click()
    const repeated = form.getByRole('group', { name: 'Featured menu 6' })
    await repeated.getByRole('combobox', { name: /^Menu/ }).selectOption({ label: 'Coastal Seafood Feast' })

    const phone = form.getByRole('group', { name: 'Contact link 1' })
    await expect(phone.getByLabel('Kind')).toHaveValue('phone')
    await phone.getByLabel('Phone number').fill('555-12')
    await phone.getByLabel('Text shown').fill('Call the kitchen')
    await expect(preview.getByRole('link', { name: 'Call the kitchen' })).toBeVisible()
    await shoot(page, { path: screenshotPath('landing-settings', 'typing', testInfo), fullPage: true })

    // A bad phone: said beside the field, nothing saved, everything typed kept.
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(phone.getByText(invalidPhoneMessage)).toBeVisible()
    await expect(repeated.getByText(repeatedMenuMessage)).toBeVisible()
    await expect(phone.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('alert')).toContainText('Nothing was saved')
    await expect(offer.getByLabel('Heading')).toHaveValue(offerTitle)
    await expect(phone.getByLabel('Text shown')).toHaveValue('Call the kitchen')
    const afterRefusal = await Promise.all(refs.map(async (ref) => (await ref.get()).data()))
    expect(afterRefusal).toEqual(originals)
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('landing-settings', 'refused', testInfo), fullPage: true })

    await phone.getByLabel('Phone number').fill('(646) 555-0199')
    // Moving the coastal menu to the end: its old row goes, the new one also lists its packages.
    await form.getByRole('button', { name: 'Remove featured menu 3' }).click()
    const coastal = form.getByRole('group', { name: 'Featured menu 5' })
    await expect(coastal.getByRole('combobox', { name: /^Menu/ })).toHaveValue('menu-coastal-seafood')
    await expect(coastal.getByText(repeatedMenuMessage)).toHaveCount(0)
    // By keyboard, as the whole form can be used.
    const listPackages = coastal.getByLabel('Also list its packages')
    await listPackages.focus()
    await page.keyboard.press('Space')
    await expect(listPackages).toBeChecked()
    await expect(preview.getByRole('region', { name: 'Our Menus' }).getByRole('link')).toHaveText(
      tilesAfterSave,
    )
    await preview.getByRole('region', { name: 'Our Menus' }).scrollIntoViewIfNeeded()
    await shoot(page, { path: screenshotPath('landing-settings', 'menus', testInfo) })
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    const contacts = (await refs[2]!.get()).data()?.['contentBlocks']
    expect(contacts[0]).toMatchObject({ title: 'Call the kitchen', link: 'tel:+16465550199', icon: 'phone' })
    const cards = (await refs[0]!.get()).data()?.['contentBlocks']
    expect(cards[1]).toMatchObject({ title: offerTitle, summaryPunch: 'Fridays from $60 a guest.' })
    expect(cards[1].image).toMatch(uploadedPicture)
    expect(cards[1].imageVariants.variants.length).toBeGreaterThan(0)
    const featured = (await refs[3]!.get()).data()?.['contentBlocks']
    expect(featured.map((block: Record<string, string>) => [block['menuId'], block['introMenu']])).toEqual([
      ['menu-tuscan-supper', 'true'],
      ['menu-garden-vegetarian', 'true'],
      ['menu-holiday-table', 'false'],
      ['menu-sweet-endings', 'false'],
      ['menu-coastal-seafood', 'true'],
    ])

    // The public landing page and its footer.
    await page.goto('/')
    await expect(page.getByRole('heading', { name: offerTitle })).toBeVisible()
    await expect(page.getByText('Fridays from $60 a guest.')).toBeVisible()
    await expect(page.getByRole('img', { name: offerTitle })).toHaveAttribute('src', uploadedPicture)
    const tiles = page.getByRole('region', { name: 'Our Menus' }).getByRole('link')
    await expect(tiles).toHaveText(tilesAfterSave)
    await expect(tiles.last()).toHaveAttribute('href', '/package-shop/menu-coastal-seafood')
    await expect(
      page
        .getByRole('region', { name: 'Start With These Menus' })
        .getByRole('button', { name: 'Coastal Seafood Feast' }),
    ).toBeVisible()
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Call the kitchen' }),
    ).toHaveAttribute('href', 'tel:+16465550199')

    // The content configs list sends the landing keys here and keeps their block editor.
    await page.goto('/content-configs')
    const cardsConfig = page.getByRole('article', { name: 'Landing page promo cards' })
    await expect(
      cardsConfig.getByRole('link', { name: 'Edit blocks: Landing page promo cards' }),
    ).toBeVisible()
    await shoot(page, {
      path: screenshotPath('landing-settings', 'content-configs', testInfo),
      fullPage: true,
    })
    await cardsConfig.getByRole('link', { name: 'Edit on Landing Page: Landing page promo cards' }).click()
    await expect(page).toHaveURL(/\/landing-settings$/)

    // On a phone the preview comes below the form, and nothing is wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/landing-settings')
    const formBox = await form.boundingBox()
    const previewBox = await preview.boundingBox()
    expect(previewBox!.y).toBeGreaterThan(formBox!.y + formBox!.height - 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('landing-settings', 'phone-375', testInfo), fullPage: true })
  } finally {
    await Promise.all(refs.map((ref, index) => ref.set(originals[index]!)))
  }
})
