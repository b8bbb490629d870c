import { describe, expect, it } from 'vitest'
import { isLocalPath, localPathOf } from './local-path.ts'

describe('local paths', () => {
  it('accepts paths of this site, with query and fragment', () => {
    expect(localPathOf('/')).toBe('/')
    expect(localPathOf('/order-review?x=1#top')).toBe('/order-review?x=1#top')
    expect(localPathOf('/package-shop/a%20b')).toBe('/package-shop/a%20b')
    // Percent-encoded, a tab is text in the path, not a character the browser drops.
    expect(localPathOf('/%09/menu')).toBe('/%09/menu')
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'relative/path',
    '',
    '/\u0000',
  ])('refuses %j', (value) => {
    expect(isLocalPath(value)).toBe(false)
  })
})
