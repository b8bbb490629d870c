import { describe, expect, it } from 'vitest'
import { copyUrl, imageVariantsOf } from '../../tests/support/image-variants.ts'
import {
  defaultVariant,
  followableUrl,
  ownStorageUrl,
  preferredSourceTypes,
  sniffImageType,
  srcSetOf,
  storageObjectUrl,
  variantsOfImage,
  variantWidthsFor,
} from './images.ts'
import { imageVariantsFromText } from './schemas/image-variants.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

describe('sniffImageType', () => {
  it('reads JPEG, PNG, GIF and WebP from their magic numbers', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg')
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffImageType(bytes(...ascii('GIF89a'), 1))).toBe('image/gif')
    expect(sniffImageType(bytes(...ascii('GIF87a')))).toBe('image/gif')
    expect(sniffImageType(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBP'), 0))).toBe('image/webp')
  })

  it('refuses anything else, whatever the file is called', () => {
    expect(sniffImageType(bytes(...ascii('<svg xmlns=')))).toBeNull()
    expect(sniffImageType(bytes(...ascii('%PDF-1.7')))).toBeNull()
    expect(sniffImageType(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')))).toBeNull()
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull() // truncated PNG signature
    expect(sniffImageType(bytes())).toBeNull()
  })
})

describe('storageObjectUrl', () => {
  const object = {
    bucket: 'demo-saffron-table.appspot.com',
    path: 'chefPackageImages/a b-1200.webp',
    token: 't/1',
  }

  it('points at the emulator without a token', () => {
    expect(storageObjectUrl({ ...object, emulatorHost: '127.0.0.1:9199' })).toBe(
      'http://127.0.0.1:9199/v0/b/demo-saffron-table.appspot.com/o/chefPackageImages%2Fa%20b-1200.webp?alt=media',
    )
  })

  it('is a download-token URL in production', () => {
    expect(storageObjectUrl(object)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo-saffron-table.appspot.com/o/chefPackageImages%2Fa%20b-1200.webp?alt=media&token=t%2F1',
    )
  })
})

describe('ownStorageUrl', () => {
  const storage = { bucket: 'demo-saffron-table.appspot.com', emulatorOrigin: 'http://127.0.0.1:9199' }
  const production = { bucket: 'demo-saffron-table.appspot.com' }
  const object = 'v0/b/demo-saffron-table.appspot.com/o/chefPackageImages%2Fa.webp?alt=media&token=t'

  it.each([
    `https://firebasestorage.googleapis.com/${object}`,
    `  https://firebasestorage.googleapis.com/${object}  `,
    'https://storage.googleapis.com/demo-saffron-table.appspot.com/chefPackageImages/a.webp',
  ])('accepts an object of our bucket: %s', (url) => {
    expect(ownStorageUrl(url, production)).toBe(new URL(url.trim()).href)
  })

  it('accepts the Storage emulator locally, and only there', () => {
    expect(ownStorageUrl(`http://127.0.0.1:9199/${object}`, storage)).toBe(`http://127.0.0.1:9199/${object}`)
    expect(ownStorageUrl(`http://127.0.0.1:9199/${object}`, production)).toBeNull()
    expect(ownStorageUrl(`http://localhost:9199/${object}`, storage)).toBeNull()
    expect(ownStorageUrl(`http://127.0.0.1:9198/${object}`, storage)).toBeNull()
  })

  it.each([
    ['a lookalike host', `https://firebasestorage.googleapis.com.evil.example/${object}`],
    ['a host ending like ours', `https://evilfirebasestorage.googleapis.com/${object}`],
    ['our host as user info', `https://firebasestorage.googleapis.com@evil.example/${object}`],
    ['user info before our host', `https://evil.example@firebasestorage.googleapis.com/${object}`],
    ['a password in user info', `https://a:b@firebasestorage.googleapis.com/${object}`],
    ['another port', `https://firebasestorage.googleapis.com:8443/${object}`],
    ['plain http', `http://firebasestorage.googleapis.com/${object}`],
    ['another bucket', 'https://firebasestorage.googleapis.com/v0/b/other-bucket/o/a.webp?alt=media'],
    [
      'a bucket that starts like ours',
      `https://firebasestorage.googleapis.com/v0/b/demo-saffron-table.appspot.com.evil/o/a`,
    ],
    [
      'dot segments out of our bucket',
      'https://firebasestorage.googleapis.com/v0/b/demo-saffron-table.appspot.com/o/../../b/other/o/a',
    ],
    [
      'encoded dot segments',
      'https://firebasestorage.googleapis.com/v0/b/demo-saffron-table.appspot.com/o/%2e%2e/%2e%2e/b/x/o/a',
    ],
    ['another bucket on the public host', 'https://storage.googleapis.com/other-bucket/a.webp'],
    ['no object', 'https://firebasestorage.googleapis.com/v0/b/demo-saffron-table.appspot.com/o/'],
    ['an outside image', 'https://tracker.example/pixel.gif'],
    ['a data URL', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a javascript URL with a tab', 'java\tscript:alert(1)'],
    ['a blob URL', 'blob:https://firebasestorage.googleapis.com/1234'],
    ['backslashes', `https:\\\\evil.example\\${object}`],
    ['a site path', '/demo/kitchen.svg'],
    ['a protocol-relative URL', `//firebasestorage.googleapis.com/${object}`],
    ['nothing', ''],
  ])('refuses %s', (_what, url) => {
    expect(ownStorageUrl(url, storage)).toBeNull()
  })

  it('refuses everything when no bucket is configured', () => {
    expect(ownStorageUrl('https://storage.googleapis.com//a.webp', { bucket: '' })).toBeNull()
  })
})

describe('followableUrl', () => {
  it.each([
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['https://user@example.com/', null],
    ['/relative', null],
    ['', null],
  ])('%s -> %s', (url, expected) => {
    expect(followableUrl(url)).toBe(expected)
  })
})

describe('variantWidthsFor', () => {
  it.each([
    [4000, [320, 640, 960, 1280, 1920]],
    [1920, [320, 640, 960, 1280, 1920]],
    [1500, [320, 640, 960, 1280, 1500]],
    [1000, [320, 640, 960, 1000]],
    [320, [320]],
    [64, [64]],
  ])('an original %i px wide gets copies %j, none wider than it', (width, widths) => {
    expect(variantWidthsFor(width)).toEqual(widths)
  })
})

describe('the copies of an image', () => {
  const copies = imageVariantsOf('tart')
  const image = copyUrl('tart', 1280, 'image/webp')

  it('names the 1280 px WebP copy as the plain image, or the widest WebP of a narrower original', () => {
    expect(defaultVariant(copies.variants)?.url).toBe(image)
    expect(defaultVariant(imageVariantsOf('small', 700, 400).variants)?.url).toBe(
      copyUrl('small', 700, 'image/webp'),
    )
    expect(defaultVariant(copies.variants.filter((variant) => variant.type === 'image/avif'))).toBeUndefined()
  })

  it('belong to the image only while it is one of them', () => {
    expect(variantsOfImage(image, copies)).toBe(copies)
    expect(variantsOfImage('/demo/tart.svg', copies)).toBeNull()
    expect(variantsOfImage(copyUrl('other', 1280, 'image/webp'), copies)).toBeNull()
    expect(variantsOfImage('', copies)).toBeNull()
    expect(variantsOfImage(image, undefined)).toBeNull()
  })

  it('make a srcset per type, narrowest first, and offer AVIF before the WebP fallback', () => {
    const shuffled = [...copies.variants].reverse()
    expect(srcSetOf(shuffled, 'image/webp')).toBe(
      [320, 640, 960, 1280, 1920]
        .map((width) => `${copyUrl('tart', width, 'image/webp')} ${width}w`)
        .join(', '),
    )
    expect(srcSetOf(shuffled, 'image/jxl')).toBe('')
    expect(preferredSourceTypes(shuffled)).toEqual(['image/avif'])
    expect(
      preferredSourceTypes([...shuffled, { type: 'image/jxl', width: 320, url: 'https://x.test/a.jxl' }]),
    ).toEqual(['image/avif', 'image/jxl'])
  })

  it('are read back from the JSON an editor sends, and anything else reads as none', () => {
    expect(imageVariantsFromText(JSON.stringify(copies))).toEqual(copies)
    expect(imageVariantsFromText('')).toBeNull()
    expect(imageVariantsFromText('{not json')).toBeNull()
    expect(imageVariantsFromText(JSON.stringify({ ...copies, variants: [] }))).toBeNull()
    const spaced = {
      ...copies,
      variants: [{ type: 'image/webp', width: 320, url: 'https://x.test/a b.webp' }],
    }
    expect(imageVariantsFromText(JSON.stringify(spaced))).toBeNull()
    expect(imageVariantsFromText(undefined)).toBeNull()
  })
})
