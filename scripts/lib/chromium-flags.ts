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
