import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { maxImageBytes, uploadMessages } from '../../../src/shared/images.ts'
import { ImageRejectedError, processImage, type ProcessedImage } from './process-image.ts'
import { variantPath } from './store-image.ts'
import { mayUpload } from './upload-image.ts'

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d35400' } })

/** What each copy really is, read back from its bytes. */
async function decoded(image: ProcessedImage) {
  return Promise.all(
    image.variants.map(async (variant) => {
      const { format, width, height, exif } = await sharp(variant.data).metadata()
      return { type: variant.type, width, height, format, exif, claimed: [variant.width, variant.height] }
    }),
  )
}

describe('processImage', () => {
  it('makes every variant width in AVIF and WebP from a large PNG, keeping the aspect ratio', async () => {
    const image = await processImage(await solid(3000, 2000).png().toBuffer())
    expect([image.width, image.height]).toEqual([3000, 2000])
    const copies = await decoded(image)
    expect(copies.map((copy) => [copy.type, copy.width, copy.height])).toEqual([
      ['image/avif', 320, 213],
      ['image/webp', 320, 213],
      ['image/avif', 640, 427],
      ['image/webp', 640, 427],
      ['image/avif', 960, 640],
      ['image/webp', 960, 640],
      ['image/avif', 1280, 853],
      ['image/webp', 1280, 853],
      ['image/avif', 1920, 1280],
      ['image/webp', 1920, 1280],
    ])
    for (const copy of copies) {
      // sharp names AVIF "heif" (its container); the bytes, not the label, are what is checked here.
      expect(copy.format).toBe(copy.type === 'image/webp' ? 'webp' : 'heif')
      expect(copy.claimed).toEqual([copy.width, copy.height])
    }
  })

  it('never enlarges: a small image keeps its own width as the widest copy; GIF and JPEG are accepted too', async () => {
    const jpeg = await processImage(await solid(1000, 600).jpeg().toBuffer())
    expect([...new Set(jpeg.variants.map((variant) => variant.width))]).toEqual([320, 640, 960, 1000])
    const gif = await processImage(await solid(64, 32).gif().toBuffer())
    expect([gif.width, gif.height]).toEqual([64, 32])
    expect((await decoded(gif)).map((copy) => [copy.width, copy.height])).toEqual([
      [64, 32],
      [64, 32],
    ])
  })

  it('turns a photo upright from its EXIF orientation and stores no metadata', async () => {
    // Stored 600 x 400, to be shown turned a quarter (orientation 6): upright it is 400 x 600.
    const photo = await solid(600, 400)
      .jpeg()
      .withExif({ IFD0: { Make: 'Camera' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) })
    const image = await processImage(photo)
    expect([image.width, image.height]).toEqual([400, 600])
    const copies = await decoded(image)
    expect(copies.map((copy) => [copy.width, copy.height])).toEqual([
      [320, 480],
      [320, 480],
      [400, 600],
      [400, 600],
    ])
    for (const copy of copies) expect(copy.exif).toBeUndefined()
  })

  it('refuses empty, oversized, non-image and broken files with a message for the user', async () => {
    await expect(processImage(Buffer.alloc(0))).rejects.toThrow(uploadMessages.empty)
    const oversized = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(maxImageBytes)])
    await expect(processImage(oversized)).rejects.toThrow(uploadMessages.tooLarge)
    await expect(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toThrow(
      uploadMessages.notAnImage,
    )
    const png = await solid(10, 10).png().toBuffer()
    const broken = Buffer.concat([png.subarray(0, 30), Buffer.alloc(50)])
    await expect(processImage(broken)).rejects.toBeInstanceOf(ImageRejectedError)
  })
})

describe('upload policy', () => {
  it('lets admins upload anything and customers only form answers', () => {
    expect(mayUpload('catalog', true)).toBe(true)
    expect(mayUpload('content', true)).toBe(true)
    expect(mayUpload('answer', false)).toBe(true)
    expect(mayUpload('catalog', false)).toBe(false)
    expect(mayUpload('content', false)).toBe(false)
  })

  it('stores flat names directly under chefPackageImages/, by upload, width and format', () => {
    expect(variantPath('abc', { width: 640, type: 'image/avif' })).toBe('chefPackageImages/abc-640.avif')
    expect(variantPath('abc', { width: 1280, type: 'image/webp' })).toBe('chefPackageImages/abc-1280.webp')
  })
})
