// The one check for "a path on this site", used wherever the product follows a path it was given (redirectPath
// after sign-in, cart and delete redirects, the testimonial form's return address, links in content). Browsers
// drop tab and newline from URLs and read '\' as '/', so '/\t/evil.example' or '/\evil.example' would lead to
// another site: such characters are refused outright, and what remains is parsed with the URL API and must stay
// on the same origin.

const placeholderOrigin = 'https://this-site.invalid'
// C0 control characters, DEL and the backslash: matching them is the point here.
// eslint-disable-next-line no-control-regex
const unsafeCharacter = /[\u0000-\u001F\u007F\\]/

/** The path (with query and fragment) when `value` is a path on this site, else null. */
export function localPathOf(value: string): string | null {
  if (!value.startsWith('/') || unsafeCharacter.test(value)) return null
  let url: URL
  try {
    url = new URL(value, placeholderOrigin)
  } catch {
    return null
  }
  if (url.origin !== placeholderOrigin) return null
  return `${url.pathname}${url.search}${url.hash}`
}

export function isLocalPath(value: string): boolean {
  return localPathOf(value) !== null
}
