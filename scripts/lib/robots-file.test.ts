import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { exampleFirebaseEnv as firebase } from '../../tests/support/example-env.ts'
import { robotsFileText, writeRobotsFile } from './robots-file.ts'

describe('robots.txt of a build', () => {
  const text = robotsFileText({ ...firebase, VITE_SITE_ORIGIN: 'https://saffron-table.example' })
  const lines = text.split('\n')

  it('allows the site and points at the absolute sitemap', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    expect(lines).toContain('Sitemap: https://saffron-table.example/sitemap.xml')
  })

  it("disallows the back-office and account routes, from the catalog's flags", () => {
    for (const path of [
      '/admin-dashboard',
      '/user-management',
      '/testimonial-review',
      '/settings',
      '/user-dashboard',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    for (const page of ['/login', '/package-shop', '/package-details']) {
      expect(lines.some((line) => line.startsWith('Disallow:') && page.startsWith(line.slice(10)))).toBe(
        false,
      )
    }
  })

  it('refuses a deployed build whose site origin is not its public https address', () => {
    expect(() => robotsFileText({ ...firebase, VITE_USE_EMULATORS: 'false' })).toThrow(/VITE_SITE_ORIGIN/)
  })

  it("is written into the build's folder with the settings Vite reads", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'robots-'))
    try {
      writeRobotsFile(path.resolve(import.meta.dirname, '../..'), folder)
      const written = readFileSync(path.join(folder, 'robots.txt'), 'utf8')
      expect(written).toMatch(/^User-agent: \*\nAllow: \/\n/)
      expect(written).toMatch(/\nSitemap: https?:\/\/[^/\s]+\/sitemap\.xml\n$/)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
