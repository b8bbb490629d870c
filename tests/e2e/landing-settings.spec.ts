// The landing page settings: an admin edits an offer and a contact link in words, watches the preview follow,
// is refused a bad phone beside its field (nothing saved, nothing typed lost), saves, and the public landing page
// and its footer show the change. Runs in a settings lane: it replaces site content every page reads.
import { invalidPhoneMessage } from '../../src/shared/phone-number.ts'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

const configIds = ['config-top-landing-cards', 'config-landing-downloads', 'config-contact-links']

test('an admin edits an offer and a contact link with a live preview, and the landing page shows them', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const refs = configIds.map((id) => adminDb().collection('contentConfigs').doc(id))
  const originals = await Promise.all(refs.map(async (ref) => (await ref.get()).data()))
  expect(originals.every(Boolean), 'seeded landing configs').toBe(true)
  const offerTitle = `Supper club ${Date.now().toString(36)}`
  try {
    await signIn(page, adminAccount)
    await page.goto('/admin-dashboard')
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

    const phone = form.getByRole('group', { name: 'Contact link 1' })
    await expect(phone.getByLabel('Kind')).toHaveValue('phone')
    await phone.getByLabel('Phone number').fill('555-12')
    await phone.getByLabel('Text shown').fill('Call the kitchen')
    await expect(preview.getByRole('link', { name: 'Call the kitchen' })).toBeVisible()
    await shoot(page, { path: screenshotPath('landing-settings', 'typing', testInfo), fullPage: true })

    // A bad phone: said beside the field, nothing saved, everything typed kept.
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(phone.getByText(invalidPhoneMessage)).toBeVisible()
    await expect(phone.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('alert')).toContainText('Nothing was saved')
    await expect(offer.getByLabel('Heading')).toHaveValue(offerTitle)
    await expect(phone.getByLabel('Text shown')).toHaveValue('Call the kitchen')
    const afterRefusal = await Promise.all(refs.map(async (ref) => (await ref.get()).data()))
    expect(afterRefusal).toEqual(originals)
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('landing-settings', 'refused', testInfo), fullPage: true })

    await phone.getByLabel('Phone number').fill('(646) 555-0199')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    const contacts = (await refs[2]!.get()).data()?.['contentBlocks']
    expect(contacts[0]).toMatchObject({ title: 'Call the kitchen', link: 'tel:+16465550199', icon: 'phone' })
    const cards = (await refs[0]!.get()).data()?.['contentBlocks']
    expect(cards[1]).toMatchObject({ title: offerTitle, summaryPunch: 'Fridays from $60 a guest.' })
    expect(cards[1].image).toBe(originals[0]!['contentBlocks'][1].image)

    // The public landing page and its footer.
    await page.goto('/')
    await expect(page.getByRole('heading', { name: offerTitle })).toBeVisible()
    await expect(page.getByText('Fridays from $60 a guest.')).toBeVisible()
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

    // On a phone the preview comes below the form.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/landing-settings')
    const formBox = await form.boundingBox()
    const previewBox = await preview.boundingBox()
    expect(previewBox!.y).toBeGreaterThan(formBox!.y + formBox!.height - 1)
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('landing-settings', 'phone-390', testInfo), fullPage: true })
  } finally {
    await Promise.all(refs.map((ref, index) => ref.set(originals[index]!)))
  }
})
