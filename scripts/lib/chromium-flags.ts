// Debian's Chromium as the browser tests and the benchmark start it (as root, offline, nothing downloaded).
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The browser the Playwright tests drive: Debian's headless shell (the benchmarks measure the full browser). */
export const testBrowserPath = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
