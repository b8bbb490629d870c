// Against the running stack (Functions + Storage emulators): who may upload, what is stored, what pages load.
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../../scripts/seed-data.ts'
import { callCallable, idTokenFor } from '../../../tests/support/auth-emulator.ts'

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
  it('stores a 1200 px and a 400 px WebP under chefPackageImages/ for an admin, served by the public URL', async () => {
    const reply = await upload('catalog', await photo(), await idTokenFor(admin.email, admin.password))
    expect(reply.status).toBe(200)
    const result = reply.result as { url: string; smallUrl: string; width: number; height: number }
    uploaded.push(result.url, result.smallUrl)
    expect(result).toMatchObject({ width: 1200, height: 900 })
    expect(result.url).toMatch(
      /^http:\/\/127\.0\.0\.1:9199\/v0\/b\/[^/]+\/o\/chefPackageImages%2F[0-9a-f-]+-1200\.webp\?alt=media$/,
    )
    for (const [url, width] of [
      [result.url, 1200],
      [result.smallUrl, 400],
    ] as const) {
      const response = await fetch(url)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width)
    }
  })

  it('lets a customer upload a form answer, not a catalogue image; a guest not at all', async () => {
    const token = await idTokenFor(customer.email, customer.password)
    const answer = await upload('answer', await photo(), token)
    expect(answer.status).toBe(200)
    const result = answer.result as { url: string; smallUrl: string }
    uploaded.push(result.url, result.smallUrl)
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
