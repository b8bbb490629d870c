import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { colorSchemeScriptText } from '../../src/app/color-scheme-script.ts'
import { localHeaders, productionHeaders } from './security-headers.ts'

interface HostingHeaders {
  source: string
  headers: Array<{ key: string; value: string }>
}

const firebaseJson = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../firebase.json'), 'utf8'),
) as {
  hosting: { headers: HostingHeaders[] }
}

const directive = (policy: string | undefined, name: string) =>
  policy
    ?.split('; ')
    .find((part) => part === name || part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('security headers', () => {
  it('are what Firebase Hosting sends for every path', () => {
    const everyPath = firebaseJson.hosting.headers.find((entry) => entry.source === '**')
    expect(Object.fromEntries(everyPath?.headers.map((header) => [header.key, header.value]) ?? [])).toEqual(
      productionHeaders,
    )
  })

  it('forbid framing, plugins, foreign scripts and foreign form targets', () => {
    const policy = productionHeaders['Content-Security-Policy']
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
    // The one inline script allowed is the colour-scheme script, by the hash of exactly its text.
    const colorSchemeHash = createHash('sha256').update(colorSchemeScriptText()).digest('base64')
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      `'sha256-${colorSchemeHash}'`,
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ])
    expect(productionHeaders['X-Frame-Options']).toBe('DENY')
    expect(productionHeaders['Strict-Transport-Security']).toContain('max-age=31536000')
  })

  it('locally add only loopback origins, and inline scripts only for the dev server', () => {
    const production = productionHeaders['Content-Security-Policy']
    const preview = localHeaders('hosting')['Content-Security-Policy']
    for (const name of ['connect-src', 'img-src', 'script-src', 'frame-ancestors', 'form-action']) {
      const added = directive(preview, name)?.filter((value) => !directive(production, name)?.includes(value))
      for (const value of added ?? []) expect(value).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    }
    expect(directive(preview, 'script-src')).not.toContain("'unsafe-inline'")
    const devScripts = directive(localHeaders('dev')['Content-Security-Policy'], 'script-src')
    expect(devScripts).toContain("'unsafe-inline'")
    // A hash would switch 'unsafe-inline' off in the browser.
    expect(devScripts?.some((source) => source.startsWith("'sha256-"))).toBe(false)
    expect(localHeaders('hosting')).not.toHaveProperty('Strict-Transport-Security')
  })
})
