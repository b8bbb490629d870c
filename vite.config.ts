/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import OwnProjectsFirst from './tests/support/own-projects-first.ts'
import react from '@vitejs/plugin-react'
import { localHeaders } from './scripts/lib/security-headers.ts'
import { colorSchemeScriptText } from './src/app/color-scheme-script.ts'

// What every page's first load needs, in five chunks so that no single file takes long to run: a server-rendered
// page runs its files one per task (src/app/page-start.ts), and one file of all of these ran for about 35 ms on this
// machine (some 150 ms on a slow phone). Each group also takes what its modules import unless another group has
// it, so the chunks never import each other in a circle. rolldown places React's own core (a small package) in the
// router's chunk, which the react chunk imports; React DOM and the scheduler are in the react chunk.
const frameworkGroups = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  { name: 'router', packages: ['react-router'] },
  { name: 'emotion', packages: ['@emotion/(react|styled)'] },
  {
    name: 'mui-system',
    packages: ['@mui/(system|styled-engine|utils|private-theming)', '@mui/material/(styles|CssBaseline)'],
  },
  {
    name: 'framework',
    packages: [
      '@mui/material/(Box|Container|Stack|Paper|AppBar|Toolbar|Typography|Link|SvgIcon)',
      '@mui/material/(ButtonBase|Button|Card|CardContent|CardActions)',
    ],
  },
]
// Firebase's core and Firestore Lite (Auth, Functions, Storage and the full Firestore SDK load on demand).
const firebasePackages = ['firebase/(app|firestore/lite)', '@firebase/(app|firestore/dist/lite)']

// App modules on the landing page's path that many other pages share (see the app-core group below).
const appCoreModules = [
  'src/lib/(firebase|session)\\.ts',
  'src/lib/data/(db|collection|content-configs|menus|chef-packages|testimonials)\\.ts',
  'src/lib/catalog/catalog-selection\\.ts',
  'src/shared/money\\.ts',
  'src/app/drop-links\\.ts',
]
// The schemas of what the landing page reads, with the calendar dates they check (and the date library parts those
// need): a file apart from the data layer, which parses the settings as it loads.
const catalogSchemaModules = ['src/shared/schemas/(stamps|chef-package|menu|testimonial|content-config)\\.ts']
// The catalogue's cards and menus on the landing page's path, with the MUI components only they use.
const catalogViewModules = [
  'src/components/(card-grid|catalog/(package-card|intro-menus|private-packages))\\.tsx',
]

/** A module-id test matching whole paths (either path separator) that end one of these patterns. */
function sourcePaths(paths: string[]): RegExp {
  return new RegExp(`[\\\\/](${paths.join('|').replaceAll('/', '[\\\\/]')})$`)
}

/** A module-id test matching files inside node_modules/<one of the paths>/ (either path separator). */
function packagePaths(paths: string[]): RegExp {
  const separator = '[\\\\/]'
  return new RegExp(`node_modules${separator}(${paths.join('|').replaceAll('/', separator)})${separator}`)
}

/** MUI's colour-scheme script, first in every page's head (src/app/color-scheme-script.ts). */
const colorSchemeScript: Plugin = {
  name: 'color-scheme-script',
  transformIndexHtml: () => [{ tag: 'script', children: colorSchemeScriptText(), injectTo: 'head-prepend' }],
}

// Unit tests run in Node; only the files that render or read browser globals get jsdom, whose start-up costs
// every file that loads it. `npm run test:unit` and `npm test` run both projects.
const unitTests = [
  'src/**/*.test.ts',
  'functions/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/docs/*.test.ts',
  'tests/lint/**/*.test.ts',
]
// The `.ts` unit tests that need a DOM (window, document, localStorage); every `.test.tsx` gets one too.
const domUnitTests = [
  'src/app/hydration-data.test.ts',
  'src/app/page-start.test.ts',
  'src/components/page-head-html.test.ts',
  'src/components/focus-first-problem.test.ts',
  'src/components/use-upload-count.test.ts',
  'src/lib/cart/placed-orders.test.ts',
]
const unitExcluded = ['**/*.emu.test.{ts,tsx}', 'node_modules/**']

/**
 * The Node unit tests that replace a module (`vi.mock`), a global or an environment variable. The others share one
 * module registry per worker (`isolate: false`): loading the modules was 85 % of the unit step, and sharing them
 * makes it about four times faster. These few get a fresh registry each, so a replacement never reaches another file
 * (and a file that needs its modules loaded first, in its own order, gets them so).
 */
const testFilesReplacingModules = ['src', 'functions/src', 'scripts', 'tests']
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  )
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) && !/\.emu\.test\.tsx?$/.test(file) && !file.includes('node_modules'),
  )
  .filter((file) =>
    /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(|process\.env(\[[^\]]+\]|\.\w+)\s*=[^=]/.test(
      readFileSync(file, 'utf8'),
    ),
  )
const unitTestsReplacingModules = [
  // Reads the options every function was defined with, which hold only if index.ts set them before any was defined.
  'functions/src/index.test.ts',
  ...testFilesReplacingModules.filter((file) => file.endsWith('.ts')),
]
// The jsdom files share one module registry and one page per worker as the Node ones do; those that replace a module
// or a global, or take over the whole page, get their own, as above.
const domTests = ['src/**/*.test.tsx', ...domUnitTests]
const domTestsReplacingModules = [
  // Empties the whole head between its tests, which would take the style tags other files' components rely on.
  'src/components/page-head.test.tsx',
  ...testFilesReplacingModules.filter((file) => file.endsWith('.tsx') || domUnitTests.includes(file)),
]
const unitOptions = {
  globals: true,
  // Route-table and form tests load many lazy modules; on a busy 2-core machine that can take seconds.
  testTimeout: 15_000,
}

// Emulator-backed tests (`*.emu.test.ts`) need the local stack; `npm test` starts it first.
/**
 * Emulator tests whose data lives in an emulator project of their own (`demo-saffron-rules`, the seed's, the app
 * configs' and the chef alerts' that replace the alert recipients).
 */
const emulatorTestsWithOwnProjects = [
  'tests/rules/rules.emu.test.ts',
  'scripts/seed.emu.test.ts',
  'src/lib/data/app-configs.emu.test.ts',
  'functions/src/orders/chef-alerts.emu.test.ts',
]
/**
 * Emulator tests that must have the stack to themselves: the callable sweep proves it wrote nothing by counting whole
 * collections, which the files running beside it would change. `npm test` runs them as soon as the stack is up,
 * beside the unit tests and before the other emulator files (scripts/test-all.ts); run with the others by hand, they
 * go last (group order).
 */
const emulatorTestsRunAlone = ['tests/integration/callable-input-sweep.emu.test.ts']
export default defineConfig({
  plugins: [react(), colorSchemeScript],
  // The production security headers (firebase.json), with the local emulators' origins (scripts/lib/security-headers.ts).
  server: { host: '127.0.0.1', port: 5173, strictPort: true, headers: localHeaders('dev') },
  build: {
    // Maps for error reports, without a sourceMappingURL comment in every file the browser downloads.
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 700,
    // Every browser the product supports has native modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every page needs these: two chunks compress better than the dozens rolldown would otherwise cut them
        // into (docs/decisions/0017-fewer-chunks-and-a-lazy-route-module-map.md).
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports, on its own: the entry chunk needs only it, so a server-rendered
            // page asks for nothing else before its lead picture (src/app/page-start.ts).
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
            // React DOM's client starts with the react chunk rather than with the app (src/app/react-dom-client.ts).
            { name: 'react', test: sourcePaths(['src/app/react-dom-client\\.ts']) },
            // In this order, before the firebase and app-core groups.
            ...frameworkGroups.map(({ name, packages }, index) => ({
              name,
              test: packagePaths(packages),
              priority: -index,
            })),
            // The theme is built (MUI's createTheme with both colour schemes, about 9 ms here) in a task of its own.
            { name: 'theme', test: sourcePaths(['src/app/theme\\.ts']) },
            { name: 'firebase', test: packagePaths(firebasePackages) },
            // zod, the catalogue's schemas, the data layer and the catalogue's views are four files rather than one:
            // a server-rendered page runs one file per task, and the one file ran for 25-45 ms here (100-180 ms on a
            // slow phone). Each is shared by most pages, and one file compresses better than a dozen small ones.
            { name: 'zod', test: packagePaths(['zod']) },
            { name: 'catalog-schemas', test: sourcePaths(catalogSchemaModules) },
            { name: 'app-core', test: sourcePaths(appCoreModules) },
            { name: 'catalog-views', test: sourcePaths(catalogViewModules) },
          ],
        },
      },
    },
  },
  test: {
    // Files run three at a time, emulator files included: each waits on the emulators (timers, triggers, mail)
    // more than it uses a core. On this 2-core machine the emulator step took 146 s with three, 181 s with two.
    maxWorkers: 3,
    sequence: { sequencer: OwnProjectsFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: unitTests,
          exclude: [...unitExcluded, ...domUnitTests, ...unitTestsReplacingModules],
          isolate: false,
          ...unitOptions,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: unitTestsReplacingModules,
          exclude: [...unitExcluded, ...domUnitTests],
          ...unitOptions,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: domTests,
          exclude: [...unitExcluded, ...domTestsReplacingModules],
          setupFiles: ['./src/test/setup-unit-dom.ts'],
          isolate: false,
          ...unitOptions,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom-isolated',
          environment: 'jsdom',
          include: domTestsReplacingModules,
          exclude: unitExcluded,
          setupFiles: ['./src/test/setup-unit-dom.ts'],
          ...unitOptions,
        },
      },
      // Emulator tests in two lanes that run side by side: the tests that use emulator projects of their own
      // (the rules table, the seed, the app configs) never meet the others' data. The tests on the stack's project
      // run side by side too (maxWorkers above): they share the demo data, so each books only its own week of the
      // one fulfilment schedule the global setup installs for the whole run (and puts back afterwards), and uses
      // its own e-mail addresses and network (tests/support/test-files.ts); counters they share are compared with
      // what they read first, never with a fixed start.
      {
        extends: true,
        test: {
          name: 'emulator',
          environment: 'node',
          globals: true,
          include: ['**/*.emu.test.{ts,tsx}'],
          exclude: ['node_modules/**', ...emulatorTestsWithOwnProjects, ...emulatorTestsRunAlone],
          globalSetup: ['./tests/support/shared-schedule-setup.ts'],
          setupFiles: ['./tests/support/require-emulators.ts'],
          // The files share one module registry per worker, as the unit files do: none replaces a module, a global
          // or an environment variable, and loading the Admin and client SDKs again for each file took half of the
          // runner's processor time (decision 0114).
          isolate: false,
          // Files side by side share two cores with the emulators, whose one function worker serves a request at a time.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator-alone',
          environment: 'node',
          globals: true,
          include: emulatorTestsRunAlone,
          setupFiles: ['./tests/support/require-emulators.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator-own-projects',
          environment: 'node',
          globals: true,
          include: emulatorTestsWithOwnProjects,
          setupFiles: ['./tests/support/require-emulators.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
