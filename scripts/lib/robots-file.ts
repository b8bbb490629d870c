import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadEnv } from 'vite'
import { routeCatalog } from '../../src/app/route-catalog.ts'
import { parseEnv } from '../../src/env-schema.ts'
import { crawlRules, robotsTxt } from '../../src/shared/seo/crawl-files.ts'

// robots.txt is a file of the web build: it follows from the route catalog and the site's origin, both fixed when
// the app is built, and a Cloud Function cannot answer /robots.txt (the functions runtime answers that path itself)
// (docs/decisions/0074-robots-and-sitemap-from-what-is-published.md).

/** robots.txt for the settings a build reads (VITE_COMPANY_NAME, VITE_SITE_ORIGIN), checked like the app's. */
export function robotsFileText(settings: Record<string, string | undefined>): string {
  const env = parseEnv(settings)
  return robotsTxt({ name: env.VITE_COMPANY_NAME, origin: env.VITE_SITE_ORIGIN }, crawlRules(routeCatalog))
}

/** Writes robots.txt into a production build's folder, with the settings Vite gave that build. */
export function writeRobotsFile(root: string, outDir: string): void {
  writeFileSync(path.join(outDir, 'robots.txt'), robotsFileText(loadEnv('production', root, 'VITE_')))
}
