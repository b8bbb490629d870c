// The accessibility check every browser spec relies on: it fails on a serious violation, again on a page it has
// scanned before, and passes on the next page once the problem is gone.
import { expect, expectAccessible, test } from './fixtures.ts'

test('the accessibility check fails on an image without a text alternative, each time, and passes on a clean page', async ({
  page,
}) => {
  await page.goto('/login')
  await expectAccessible(page)
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = '/logo.svg'
    document.body.append(image)
  })
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt \(critical\)/)
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt \(critical\)/)
  await page.goto('/menus')
  await expectAccessible(page)
})
