// /sitemap.xml from the deployed function on the Functions emulator (the Admin SDK's view of Firestore through the
// shared schemas), and /robots.txt as Hosting serves it from the web build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoProjectId, emulatorPorts } from '../../../src/lib/emulator-ports.ts'
import { crawlFilesCacheControl } from '../../../src/shared/seo/crawl-files.ts'
import { adminDb } from '../../../tests/support/admin.ts'

const functionUrl = `http://127.0.0.1:${emulatorPorts.functions}/${demoProjectId}/us-central1/sitemap`
const hostingUrl = `http://127.0.0.1:${emulatorPorts.hosting}`
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const ids = {
  public: `sitemap-public-${run}`,
  private: `sitemap-private-${run}`,
  deleted: `sitemap-deleted-${run}`,
  publishedMenu: `sitemap-menu-${run}`,
  draftMenu: `sitemap-draft-${run}`,
}
const updated = Date.UTC(2026, 10, 20, 9, 30)
const cleanup: string[] = []

beforeAll(async () => {
  const db = adminDb()
  const chefPackage = {
    price: 220,
    tags: [],
    addedUsers: [],
    packageDetails: [],
    createdStamp: updated - 86_400_000,
  }
  const writes: Array<[string, Record<string, unknown>]> = [
    [
      `chefPackages/${ids.public}`,
      { ...chefPackage, title: 'Public supper', publicMenu: true, updateStamp: updated },
    ],
    [
      `chefPackages/${ids.private}`,
      { ...chefPackage, title: 'Private supper', publicMenu: false, addedUsers: ['casey'] },
    ],
    [`chefPackages/${ids.deleted}`, { ...chefPackage, title: 'Retired supper', publicMenu: true }],
    [`menus/${ids.publishedMenu}`, { title: 'Published menu', published: true, updateStamp: updated }],
    [`menus/${ids.draftMenu}`, { title: 'Draft menu', published: false }],
  ]
  for (const [path, data] of writes) {
    cleanup.push(path)
    await db.doc(path).set(data)
  }
  await db.doc(`chefPackages/${ids.deleted}`).delete()
})

afterAll(() => Promise.all(cleanup.map((path) => adminDb().doc(path).delete())))

describe('/sitemap.xml', () => {
  it('lists the public pages, published menus and public packages, and never a private, draft or deleted one', async () => {
    const response = await fetch(`${functionUrl}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe(crawlFilesCacheControl)
    const xml = await response.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!)
    const origin = new URL(locs[0]!).origin
    expect(locs.slice(0, 3)).toEqual([`${origin}/`, `${origin}/login`, `${origin}/package-shop`])
    expect(xml).toContain(
      `<url><loc>${origin}/package-details/${ids.public}</loc><lastmod>2026-11-20T09:30:00.000Z</lastmod></url>`,
    )
    expect(xml).toContain(
      `<url><loc>${origin}/package-shop/${ids.publishedMenu}</loc><lastmod>2026-11-20T09:30:00.000Z</lastmod></url>`,
    )
    for (const hidden of [ids.private, ids.deleted, ids.draftMenu]) expect(xml).not.toContain(hidden)
    // Every address is absolute, on the one site origin.
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true)
  })

  it('answers HEAD without a body, and refuses other methods and other paths', async () => {
    const head = await fetch(`${functionUrl}/sitemap.xml`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const post = await fetch(`${functionUrl}/sitemap.xml`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    expect((await fetch(`${functionUrl}/sitemap-index.xml`)).status).toBe(404)
  })
})

describe('/robots.txt', () => {
  it('allows the public pages, disallows the back-office and account routes, and names the absolute sitemap', async () => {
    const response = await fetch(`${hostingUrl}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    for (const path of [
      '/admin-dashboard',
      '/package-management',
      '/user-dashboard',
      '/settings',
      '/order-status',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines.filter((line) => /^Disallow: \/(login|package-shop|package-details)?$/.test(line))).toEqual(
      [],
    )
    expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/))
  })
})
