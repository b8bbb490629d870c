// The security headers every page of the web app carries. Production gets them from Firebase Hosting
// (firebase.json, kept equal to `productionHeaders` by a unit test); the local Hosting emulator, which the browser
// tests use, sends the same policy with the local emulators' origins added (the stack's copy of firebase.json,
// scripts/lib/stack.ts), so a Content-Security-Policy violation shows up in the tests as a console error and fails
// them. The dev server adds what Vite's hot reload needs.
import { createHash } from 'node:crypto'
import { colorSchemeScriptText } from '../../src/app/color-scheme-script.ts'
import { emulatorPorts } from '../../src/lib/emulator-ports.ts'

type Directives = Record<string, string[]>

// Firebase Auth, Firestore, Storage and callable functions; Google sign-in's popup helper (gapi) and its iframe
// on the project's auth domain; reCAPTCHA Enterprise's script and frame, which App Check uses when a site key is
// configured (docs/decisions/0060-app-check-can-be-switched-on.md).
const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
// The one inline script every page carries, MUI's colour-scheme script (src/app/color-scheme-script.ts), by hash.
const colorSchemeScriptHash = `'sha256-${createHash('sha256').update(colorSchemeScriptText()).digest('base64')}'`
const productionDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", colorSchemeScriptHash, 'https://apis.google.com', ...recaptcha],
  // Emotion (MUI's styling engine) writes <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': [
    "'self'",
    'data:',
    'blob:',
    'https://firebasestorage.googleapis.com',
    'https://storage.googleapis.com',
  ],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://*.googleapis.com', 'https://*.cloudfunctions.net', 'https://*.run.app'],
  'frame-src': [
    "'self'",
    'https://*.firebaseapp.com',
    'https://*.web.app',
    'https://accounts.google.com',
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
  ],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
}

const loopback = (port: number) => `http://127.0.0.1:${port}`

/** What the local stack adds: the emulators the app talks to and the Storage emulator's image URLs. */
const localAdditions: Directives = {
  'connect-src': [
    emulatorPorts.firestore,
    emulatorPorts.auth,
    emulatorPorts.functions,
    emulatorPorts.storage,
  ].map(loopback),
  'img-src': [loopback(emulatorPorts.storage)],
}

/** Vite's dev server: its hot-reload socket and the React Refresh preamble it writes inline. */
const devAdditions: Directives = {
  'connect-src': [`ws://127.0.0.1:${emulatorPorts.web}`],
  'script-src': ["'unsafe-inline'"],
}

function merge(...sets: Directives[]): Directives {
  const merged: Directives = {}
  for (const set of sets) {
    for (const [name, values] of Object.entries(set)) merged[name] = [...(merged[name] ?? []), ...values]
  }
  return merged
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

function headersWith(policy: Directives): Record<string, string> {
  return {
    'Content-Security-Policy': serializePolicy(policy),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  }
}

export const productionHeaders = headersWith(productionDirectives)

/** The local servers: the production policy, with loopback origins (no HSTS or upgrade on plain http). */
export function localHeaders(server: 'hosting' | 'dev'): Record<string, string> {
  const { 'upgrade-insecure-requests': _upgrade, ...rest } = productionDirectives
  // A hash in script-src switches 'unsafe-inline' off, and Vite's dev server needs it for its preamble.
  const devScripts = (rest['script-src'] ?? []).filter((source) => source !== colorSchemeScriptHash)
  const policy =
    server === 'dev'
      ? merge({ ...rest, 'script-src': devScripts }, localAdditions, devAdditions)
      : merge(rest, localAdditions)
  const { 'Strict-Transport-Security': _hsts, ...headers } = headersWith(policy)
  return headers
}
