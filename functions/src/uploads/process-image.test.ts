import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { maxImageBytes, uploadMessages } from '../../../src/shared/images.ts'
import { ImageRejectedError, processImage } from './process-image.ts'
import { mayUpload, objectPaths } from './upload-image.ts'

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d35400' } })

describe('processImage', () => {
  it('turns a large PNG into a 1200 px and a 400 px WebP, keeping the aspect ratio', async () => {
    const result = await processImage(await solid(3000, 2000).png().toBuffer())
    expect([result.width, result.height]).toEqual([1200, 800])
    expect(await sharp(result.large).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 })
    expect(await sharp(result.small).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 })
  })

  it('never enlarges a small image; GIF and JPEG are accepted too', async () => {
    const gif = await processImage(await solid(64, 32).gif().toBuffer())
    expect([gif.width, gif.height]).toEqual([64, 32])
    const jpeg = await processImage(await solid(800, 600).jpeg().toBuffer())
    expect(jpeg.width).toBe(800)
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

  it('stores flat names directly under chefPackageImages/', () => {
    expect(objectPaths('abc')).toEqual({
      large: 'chefPackageImages/abc-1200.webp',
      small: 'chefPackageImages/abc-400.webp',
    })
  })
})
