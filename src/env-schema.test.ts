import { describe, expect, it } from 'vitest'
import { exampleFirebaseEnv as firebase } from '../tests/support/example-env.ts'
import { parseEnv } from './env-schema.ts'

describe('VITE_SITE_ORIGIN', () => {
  it('is read as an origin without a trailing slash', () => {
    const env = parseEnv({ ...firebase, VITE_SITE_ORIGIN: 'https://saffron-table.example/' })
    expect(env.VITE_SITE_ORIGIN).toBe('https://saffron-table.example')
  })

  it("is the local stack's web app when the emulators are used and it is not set", () => {
    expect(parseEnv({ ...firebase, VITE_USE_EMULATORS: 'true' }).VITE_SITE_ORIGIN).toBe(
      'http://127.0.0.1:5173',
    )
  })

  it('refuses a path, another scheme or no value in a deployed build, naming the setting', () => {
    for (const value of [
      'https://saffron-table.example/shop',
      'ftp://saffron-table.example',
      'saffron-table',
    ]) {
      expect(() => parseEnv({ ...firebase, VITE_SITE_ORIGIN: value }), value).toThrow(/VITE_SITE_ORIGIN/)
    }
    // Without emulators a deployed build must not send search engines to this machine or over plain http.
    expect(() => parseEnv({ ...firebase, VITE_USE_EMULATORS: 'false' })).toThrow(/VITE_SITE_ORIGIN/)
    expect(() => parseEnv({ ...firebase, VITE_SITE_ORIGIN: 'http://saffron-table.example' })).toThrow(
      /VITE_SITE_ORIGIN/,
    )
  })
})
