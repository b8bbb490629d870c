// The one public origin every absolute address of the site starts with, as settings give it
// (docs/decisions/0073-the-public-site-origin-setting.md).

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * `value` as a site origin (`https://host[:port]`, no trailing slash), or null when it is not one: another scheme,
 * a path, a query, a fragment or credentials are refused rather than dropped, so a mistyped setting fails loudly.
 */
export function siteOriginOf(value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null
  return url.origin
}

/** An origin only this machine can reach: right for the local stack, never for a deployed site. */
export function isLoopbackOrigin(origin: string): boolean {
  const valid = siteOriginOf(origin)
  return valid !== null && loopbackHosts.has(new URL(valid).hostname)
}

/** Whether a deployed site may use this origin: https on a host the world can reach. */
export function isPublicOrigin(origin: string): boolean {
  const valid = siteOriginOf(origin)
  return valid !== null && valid.startsWith('https:') && !isLoopbackOrigin(valid)
}
