import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags } from './scripts/lib/chromium-flags.ts'

// Runs against a stack started by `npm test` (BASE_URL), using Debian's Chromium: never a downloaded browser.
// Every spec runs on a desktop, except tests tagged `@phone-only` (their claim is about phone widths alone); the phone
// project runs only the tests tagged `@phone` or `@phone-only`. The setup project signs the demo accounts in once
// and saves their state for `signIn` (tests/e2e/sign-in.ts).
// Specs run two at a time, each making its own records, except those that replace what every page reads (the
// business schedule, site content, the consultation form, app configs) or sign a demo account out (which ends its
// sessions everywhere): `npm test` runs them afterwards, one at a time, in a run of their own (scripts/test-all.ts).
const settingsSpecs = [
  'back-office-catalog',
  'back-office-content',
  'business-schedule',
  'fulfilment-calendar',
  'fulfilment-choice',
  'onboarding-dietary',
  'responsive-images',
  'save-failures',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Two specs share two cores with the stack: a page that calls a function for the first time may take a while.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  outputDir: '.local/test-results',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:5173',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [
    {
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      testIgnore: settingsSpecs,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'phone',
      dependencies: ['setup'],
      grep: /@phone/,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
    {
      name: 'desktop-settings',
      dependencies: ['setup'],
      testMatch: settingsSpecs,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
})
