import { describe, expect, it } from 'vitest'
import { sniffImageType, storageObjectUrl, followableUrl, ownStorageUrl } from './images.ts'

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
