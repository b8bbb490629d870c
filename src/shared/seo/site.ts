import { localPathOf } from '../local-path.ts'

// The site as search engines and link previews see it: its name and the one public origin every absolute address
// starts with (docs/decisions/0073-the-public-site-origin-setting.md).

export interface SiteSettings {
  /** The business's name (VITE_COMPANY_NAME in the web app, COMPANY_NAME in functions). */
  name: string
  /** Scheme, host and port only, without a trailing slash: `https://saffron-table.example`. */
  origin: string
}

/** A path of this site (`/package-shop`) as an absolute URL. */
export function siteUrl(site: SiteSettings, path: string): string {
  return `${site.origin}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * A stored image address as an absolute URL: a path of this site gets the site's origin, an http(s) URL (an
 * uploaded image in Storage) stays as it is; anything else (empty, `javascript:`, a relative name) is no image.
 */
export function absoluteImageUrl(site: SiteSettings, image: string): string | undefined {
  const value = image.trim()
  if (value === '') return undefined
  if (value.startsWith('/')) {
    const path = localPathOf(value)
    return path === null ? undefined : siteUrl(site, path)
  }
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}
