// Against the running stack (Functions + Storage emulators): who may upload, what is stored, what pages load.
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../../scripts/seed-data.ts'
import { callCallable, idTokenFor } from '../../../tests/support/auth-emulator.ts'
import type { ImageVariants } from '../../../src/shared/schemas/image-variants.ts'

const admin = demoAccounts.find((account) => account.role === 'admin')!
const customer = demoAccounts.find((account) => account.role === 'customer')!
const uploaded: string[] = []
afterAll(async () => {
  // Remove what the tests stored (the emulator answers DELETE on the same object URL).
  await Promise.all(
    uploaded.map((url) =>
      fetch(url.replace('?alt=media', ''), { method: 'DELETE', headers: { authorization: 'Bearer owner' } }),
    ),
  )
})

const photo = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#8e44ad' } })
    .jpeg()
    .toBuffer()
const upload = async (purpose: string, bytes: Buffer, token?: string) =>
  callCallable(
    'uploadImageCallable',
    { purpose, fileName: 'photo.jpg', contentBase64: bytes.toString('base64') },
    token,
  )

describe('uploadImageCallable', () => {
  it('stores every width in AVIF and WebP under chefPackageImages/, each served with a year-long cache', async () => {
    const reply = await upload('catalog', await photo(), await idTokenFor(admin.email, admin.password))
    expect(reply.status).toBe(200)
    const result = reply.result as { url: string; imageVariants: ImageVariants }
    const { variants } = result.imageVariants
    uploaded.push(...variants.map((variant) => variant.url))
    // The original's size, and no copy wider than it (2400 px: every variant width).
    expect(result.imageVariants).toMatchObject({ width: 2400, height: 1800 })
    expect(variants.map((variant) => [variant.type, variant.width])).toEqual(
      [320, 640, 960, 1280, 1920].flatMap((width) => [
        ['image/avif', width],
        ['image/webp', width],
      ]),
    )
    // The record's plain image is the 1280 px WebP copy, one of the variants.
    expect(result.url).toMatch(
      /^http:\/\/127\.0\.0\.1:9199\/v0\/b\/[^/]+\/o\/chefPackageImages%2F[0-9a-f-]+-1280\.webp\?alt=media$/,
    )
    expect(variants.find((variant) => variant.url === result.url)).toMatchObject({
      type: 'image/webp',
      width: 1280,
    })
    const ids = new Set(variants.map((variant) => /chefPackageImages%2F([0-9a-f-]+)-/.exec(variant.url)?.[1]))
    expect(ids.size).toBe(1)
    for (const variant of variants) {
      const response = await fetch(variant.url)
      expect(response.headers.get('content-type')).toBe(variant.type)
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        variant.type === 'image/webp' ? 'webp' : 'heif',
        variant.width,
        (variant.width * 3) / 4,
      ])
      // The object's own metadata (what Storage sends as Cache-Control) says immutable for a year.
      const object = await fetch(variant.url.replace('?alt=media', ''))
      expect(((await object.json()) as { cacheControl?: string }).cacheControl).toBe(
        'public, max-age=31536000, immutable',
      )
    }
  })

  it('never enlarges a small image: its own width is the widest copy', async () => {
    const small = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#27ae60' } })
      .png()
      .toBuffer()
    const reply = await upload('catalog', small, await idTokenFor(admin.email, admin.password))
    expect(reply.status).toBe(200)
    const result = reply.result as { url: string; imageVariants: ImageVariants }
    uploaded.push(...result.imageVariants.variants.map((variant) => variant.url))
    expect(result.imageVariants.variants.map((variant) => variant.width)).toEqual([320, 320, 500, 500])
    expect(result.url).toMatch(/-500\.webp\?alt=media$/)
  })

  it('lets a customer upload a form answer, not a catalogue image; a guest not at all', async () => {
    const token = await idTokenFor(customer.email, customer.password)
    const answer = await upload('answer', await photo(), token)
    expect(answer.status).toBe(200)
    const result = answer.result as { imageVariants: ImageVariants }
    uploaded.push(...result.imageVariants.variants.map((variant) => variant.url))
    expect((await upload('catalog', await photo(), token)).status).toBe(403)
    expect((await upload('content', await photo(), token)).status).toBe(403)
    expect((await upload('answer', await photo())).status).toBe(401)
  })

  it('refuses a file that is not an image, whatever it is called, with a message for the user', async () => {
    const reply = await upload(
      'catalog',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      await idTokenFor(admin.email, admin.password),
    )
    expect(reply.status).toBe(400)
    expect(reply.error?.message).toBe('This file is not a JPEG, PNG, WebP or GIF image.')
  })
})
