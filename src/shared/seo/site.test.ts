import { describe, expect, it } from 'vitest'
import { isPublicOrigin, siteOriginOf } from './site-origin.ts'
import { absoluteImageUrl, siteUrl } from './site.ts'

const site = { name: 'Saffron Table', origin: 'https://saffron-table.example' }

describe('siteOriginOf', () => {
  it('keeps scheme, host and port, without a trailing slash', () => {
    expect(siteOriginOf('https://saffron-table.example/')).toBe('https://saffron-table.example')
    expect(siteOriginOf(' https://Saffron-Table.example ')).toBe('https://saffron-table.example')
    expect(siteOriginOf('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173')
  })

  it('refuses what is not an origin instead of quietly dropping a part', () => {
    for (const value of [
      '',
      'saffron-table.example',
      'ftp://saffron-table.example',
      'https://saffron-table.example/shop',
      'https://saffron-table.example/?a=1',
      'https://saffron-table.example/#top',
      'https://user:secret@saffron-table.example',
      'javascript:alert(1)',
    ]) {
      expect(siteOriginOf(value), value).toBeNull()
    }
  })
})

describe('isPublicOrigin', () => {
  it('wants https on a host other than this machine', () => {
    expect(isPublicOrigin('https://saffron-table.example')).toBe(true)
    expect(isPublicOrigin('http://saffron-table.example')).toBe(false)
    expect(isPublicOrigin('https://localhost:5173')).toBe(false)
    expect(isPublicOrigin('https://127.0.0.1')).toBe(false)
    expect(isPublicOrigin('https://[::1]')).toBe(false)
  })
})

describe('absolute addresses', () => {
  it('puts the origin before a path of the site', () => {
    expect(siteUrl(site, '/package-shop')).toBe('https://saffron-table.example/package-shop')
    expect(siteUrl(site, 'login')).toBe('https://saffron-table.example/login')
  })

  it('makes a stored image absolute, keeps an uploaded one, and drops anything else', () => {
    expect(absoluteImageUrl(site, '/demo/ragu.svg')).toBe('https://saffron-table.example/demo/ragu.svg')
    const uploaded =
      'https://firebasestorage.googleapis.com/v0/b/bucket/o/chefPackageImages%2Fx.webp?alt=media&token=t'
    expect(absoluteImageUrl(site, uploaded)).toBe(uploaded)
    expect(absoluteImageUrl(site, '')).toBeUndefined()
    expect(absoluteImageUrl(site, 'javascript:alert(1)')).toBeUndefined()
    expect(absoluteImageUrl(site, '//evil.example/x.png')).toBeUndefined()
    expect(absoluteImageUrl(site, 'ragu.svg')).toBeUndefined()
  })
})
