import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, testBrowserPath } from './scripts/lib/chromium-flags.ts'

// Runs against a stack started by `npm test` (BASE_URL), using Debian's Chromium headless shell (package
// chromium-headless-shell): never a downloaded browser. The shell is Chromium without the browser's windowing layer,
// the build Playwright itself uses for headless runs; on four specs it took about a fifth less processor time and
// wall time than the full browser (docs/decisions/0087-browser-tests-in-the-headless-shell.md).
// Every spec runs on a desktop, except tests tagged `@phone-only` (their claim is about phone widths alone); the phone
// project runs only the tests tagged `@phone` or `@phone-only`. The setup project signs the demo accounts in once
// and saves their state for `signIn` (tests/e2e/sign-in.ts).
// Specs run two at a time, each making its own records, except those that replace what every page reads (the
// business schedule, site content, the consultation form, app configs): `npm test` runs them afterwards, in a run
// of their own (scripts/test-all.ts), in two lanes of one spec at a time. The lanes replace different things and
// neither reads what the other replaces: the catalogue, the schedule and the landing page's newest testimonials;
// the site's content and forms.
const settingsLanes = {
  'settings-catalog-and-schedule': [
    'back-office-catalog',
    'business-schedule',
    'fulfilment-calendar',
    'fulfilment-choice',
    'orders-desk-bulk',
    'testimonial-bulk-review',
  ],
  'settings-content-and-forms': [
    'alert-recipients',
    'back-office-content',
    'landing-settings',
    'onboarding-dietary',
    'responsive-images',
    'save-failures',
  ],
}
const specFiles = (names: string[]) => names.map((name) => `**/${name}.spec.ts`)
export const settingsProjects = Object.keys(settingsLanes)

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
    // A failure keeps its trace of actions, console and network. Without the trace's screencast and DOM snapshots the
    // browser used half the processor time (four specs: 224 s of Chromium's processes against 120 s), and the
    // screenshot of the failure is kept anyway.
    // On CI nobody opens a trace (only the run's output is kept), so there it is not recorded at all.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, which the app honours (its transitions and animations end at once):
    // Chromium then draws a few frames per change instead of every frame of a fade or ripple, about a third less
    // of its processor time (docs/decisions/0100-browser-tests-ask-for-reduced-motion.md).
    contextOptions: { reducedMotion: 'reduce' },
    // The Hosting emulator compresses every file it sends, again for each test: a test's browser starts with an
    // empty cache and fetches the app's 2.4 MB of scripts anew. Asking for them uncompressed took 0.13 s of
    // processor time off each first page load, about 8 % (docs/decisions/0119-the-suite-skips-work-it-repeats.md).
    // No test is about compression; the page-speed benchmark keeps it.
    extraHTTPHeaders: { 'Accept-Encoding': 'identity' },
    // V8 stops at its baseline compiler: a test's pages live seconds, too short for the optimising compilers to pay
    // back the processor time they spend on background threads. The browser used about 5 % less processor time over
    // four specs, 14 % less on page loads with an axe scan (docs/decisions/0116-the-test-browser-skips-v8-optimising-compilers.md).
    // The benchmarks keep the full JIT: they measure what visitors' browsers do.
    launchOptions: { executablePath: testBrowserPath, args: [...chromiumFlags, '--js-flags=--max-opt=1'] },
  },
  projects: [
    {
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The phone project first: Playwright hands out files project by project, and the phone layouts' file (the
    // longest of the run, about 36 s) ran last on one worker while the other had nothing left to do.
    {
      name: 'phone',
      dependencies: ['setup'],
      grep: /@phone/,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      testIgnore: specFiles(Object.values(settingsLanes).flat()),
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    ...Object.entries(settingsLanes).map(([name, specs]) => ({
      name,
      dependencies: ['setup'],
      testMatch: specFiles(specs),
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    })),
  ],
})
