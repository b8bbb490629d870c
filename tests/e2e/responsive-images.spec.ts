// Uploaded pictures on the public pages (docs/decisions/0070): an admin's upload comes back as AVIF and WebP copies
// of several widths; the package page offers them by srcset and sizes with the original's width and height, and
// fetches its picture first; the landing page fetches its first promotional picture first and every other one
// lazily. Screenshots go to .local/screenshots/.
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { adminDb } from '../support/admin.ts'
import type { ImageVariants } from '../../src/shared/schemas/image-variants.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, forgetSession, signIn } from './sign-in.ts'

const shot = (name: string, testInfo: Parameters<typeof screenshotPath>[2]) =>
  screenshotPath('responsive-images', name, testInfo)

/** A camera-sized photo of a dish (2400 x 1600): something to look at in the screenshots. */
function dishPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#c0392b"/></radialGradient></defs>
    <rect width="2400" height="1600" fill="#5d4037"/>
    <circle cx="1200" cy="800" r="680" fill="#fafafa"/><circle cx="1200" cy="800" r="540" fill="url(#g)"/>
    <circle cx="1000" cy="700" r="90" fill="#27ae60"/><circle cx="1380" cy="900" r="110" fill="#8e44ad"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

/** The `w` widths a srcset offers, in order. */
async function srcsetWidths(element: Locator): Promise<number[]> {
  const srcset = (await element.getAttribute('srcset')) ?? ''
  return srcset
    .split(', ')
    .filter(Boolean)
    .map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))
}

/** Waits until the image has loaded, then answers the copy the browser chose. */
async function loadedSource(image: Locator): Promise<string> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
      timeout: 20_000,
    })
    .toBe(true)
  return image.evaluate((element: HTMLImageElement) => element.currentSrc)
}

/** Records the page's layout shifts from its first paint (the Layout Instability API). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}
const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  )

test.describe('responsive pictures', () => {
  // An upload makes ten copies, and the first call may start the function's worker.
  test.describe.configure({ timeout: 180_000 })
  const cleanup: { doc: string; files: string[] }[] = []

  test.afterEach(async () => {
    for (const { doc, files } of cleanup.splice(0)) {
      await adminDb().doc(doc).delete()
      // The emulator answers DELETE on an object's URL.
      await Promise.all(
        files.map((url) =>
          fetch(url.replace('?alt=media', ''), {
            method: 'DELETE',
            headers: { authorization: 'Bearer owner' },
          }),
        ),
      )
    }
  })

  test("an admin uploads a package's picture; its page offers the copies by srcset, sized, and fetches it first", async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const title = `Saffron Risotto ${Date.now().toString(36)}`
    await signIn(page, adminAccount, '/package-create')
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'risotto.jpg', mimeType: 'image/jpeg', buffer: await dishPhoto() })
    const preview = page.getByRole('img', { name: 'Package image preview' })
    await expect(preview).toHaveAttribute('src', /chefPackageImages%2F[0-9a-f-]+-1280\.webp\?alt=media$/, {
      timeout: 60_000,
    })
    expect(await srcsetWidths(preview)).toEqual([320, 640, 960, 1280, 1920])
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(page).toHaveURL(/\/package-create\/[^/?]+\?saved=1$/)
    const id = decodeURIComponent(new URL(page.url()).pathname.slice('/package-create/'.length))
    const stored = (await adminDb().doc(`chefPackages/${id}`).get()).data() as {
      image: string
      imageVariants: ImageVariants
    }
    cleanup.push({
      doc: `chefPackages/${id}`,
      files: stored.imageVariants.variants.map((variant) => variant.url),
    })
    expect(stored.imageVariants).toMatchObject({ width: 2400, height: 1600 })
    expect(stored.imageVariants.variants).toHaveLength(10)

    // What a visitor gets.
    await forgetSession(page)
    await watchLayoutShifts(page)
    await page.goto(`/package-details/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const picture = page.getByRole('img', { name: title })
    await expect(picture).toHaveAttribute('src', stored.image)
    expect(await srcsetWidths(picture)).toEqual([320, 640, 960, 1280, 1920])
    await expect(picture).toHaveAttribute(
      'srcset',
      /-320\.webp\?alt=media 320w, .+-1920\.webp\?alt=media 1920w$/,
    )
    await expect(picture).toHaveAttribute('sizes', '(min-width: 672px) 640px, calc(100vw - 32px)')
    await expect(picture).toHaveAttribute('width', '2400')
    await expect(picture).toHaveAttribute('height', '1600')
    await expect(picture).toHaveAttribute('loading', 'eager')
    await expect(picture).toHaveAttribute('fetchpriority', 'high')
    const avif = page.locator('picture source[type="image/avif"]')
    await expect(avif).toHaveAttribute('sizes', '(min-width: 672px) 640px, calc(100vw - 32px)')
    expect(await srcsetWidths(avif)).toEqual([320, 640, 960, 1280, 1920])

    // The browser takes the narrowest AVIF copy that fills the shown width on this screen, not the widest.
    const needed = await page.evaluate(
      () => (matchMedia('(min-width: 672px)').matches ? 640 : innerWidth - 32) * devicePixelRatio,
    )
    const expectedWidth = [320, 640, 960, 1280, 1920].find((width) => width >= needed) ?? 1920
    expect(await loadedSource(picture)).toMatch(new RegExp(`-${expectedWidth}\\.avif\\?alt=media$`))
    expect(await layoutShift(page)).toBeLessThan(0.01)
    await expectAccessible(page)
    await shoot(page, { path: shot('package-page', testInfo) })
  })

  test("saving the landing cards in the content editor keeps each picture's copies", async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const configRef = adminDb().collection('contentConfigs').doc('config-top-landing-cards')
    const original = (await configRef.get()).data()!
    const copiesOf = (data: Record<string, unknown> | undefined) =>
      (data?.['contentBlocks'] as Record<string, unknown>[]).map((block) => block['imageVariants'])
    expect(copiesOf(original).every(Boolean), 'the seeded cards carry copies').toBe(true)
    try {
      await signIn(page, adminAccount, '/content-config-edit/config-top-landing-cards')
      const editor = page.getByRole('form', { name: 'Content config editor' })
      await editor.getByRole('button', { name: /^Block 1/ }).click()
      const preview = editor
        .getByRole('region', { name: /^Block 1/ })
        .getByRole('img', { name: 'Image preview' })
      expect(await srcsetWidths(preview)).toEqual([320, 640, 960, 1280])
      await editor.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
      expect(copiesOf((await configRef.get()).data())).toEqual(copiesOf(original))
      await expectAccessible(page)
    } finally {
      await configRef.set(original)
    }
  })

  test('the landing page fetches its first promotional picture first and every other one lazily, by srcset', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    await watchLayoutShifts(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Free in-home consultation' })).toBeVisible()
    const pictures = page.getByRole('main').locator('img')
    const lead = page.getByRole('img', { name: 'Free in-home consultation' })
    await expect(lead).toHaveAttribute('loading', 'eager')
    await expect(lead).toHaveAttribute('fetchpriority', 'high')
    // The seed stores the demo pictures as an upload's copies, drawn 1280 x 720.
    expect(await srcsetWidths(lead)).toEqual([320, 640, 960, 1280])
    await expect(lead).toHaveAttribute('width', '1280')
    await expect(lead).toHaveAttribute('height', '720')
    expect(await loadedSource(lead)).toMatch(/\.avif\?alt=media$/)
    expect(await layoutShift(page)).toBeLessThan(0.01)

    const shown = await pictures.evaluateAll((images) =>
      images.map((image) => ({
        alt: image.getAttribute('alt'),
        src: image.getAttribute('src') ?? '',
        srcset: image.getAttribute('srcset'),
        sizes: image.getAttribute('sizes'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
        decoding: image.getAttribute('decoding'),
        fetchpriority: image.getAttribute('fetchpriority'),
      })),
    )
    expect(shown.length).toBeGreaterThan(10)
    const [first, ...others] = shown
    expect(first).toMatchObject({ alt: 'Free in-home consultation', loading: 'eager', fetchpriority: 'high' })
    for (const picture of shown) {
      expect(picture.width, picture.src).toMatch(/^\d+$/)
      expect(picture.height, picture.src).toMatch(/^\d+$/)
      // Every uploaded picture comes with its copies.
      if (picture.src.includes('chefPackageImages')) {
        expect(picture.srcset, picture.src).toMatch(/ 320w, /)
        expect(picture.sizes, picture.src).toMatch(/px/)
      }
    }
    for (const picture of others) {
      expect(picture, picture.src).toMatchObject({ loading: 'lazy', decoding: 'async', fetchpriority: null })
    }
    await shoot(page, { path: shot('landing-top', testInfo) })

    // Lower pictures load as the visitor scrolls to them, each an AVIF copy.
    for (let top = 0; top < (await page.evaluate(() => document.body.scrollHeight)); top += 600) {
      await page.evaluate((y) => window.scrollTo(0, y), top)
      await page.waitForTimeout(100)
    }
    const tile = page.getByRole('img', { name: 'Tuscan Family Supper' }).first()
    expect(await loadedSource(tile)).toMatch(/\.avif\?alt=media$/)
    await expect
      .poll(() =>
        pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true)
    await expectAccessible(page)
    await shoot(page, { path: shot('landing-whole', testInfo), fullPage: true })
  })
})
