import { describe, expect, it } from 'vitest'
import { sniffImageType, storageObjectUrl } from './images.ts'

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
