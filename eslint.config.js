import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import tseslint from 'typescript-eslint'

/** Packages src/shared must not use: it runs in the browser and in Cloud Functions alike. */
const platformPackages = [
  'react',
  'react-*',
  'react/*',
  'react-dom/*',
  '@mui/*',
  '@emotion/*',
  'firebase',
  'firebase/*',
  '@firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
  'node:*',
]

/** Imports refused everywhere, with what to import instead. */
const restrictedImportPaths = [
  // React Router 7 is one package; react-router-dom only re-exports it.
  {
    name: 'react-router-dom',
    message: "Import from 'react-router' ('react-router/dom' for the browser's RouterProvider).",
  },
  // Node reads date-fns's 200 kB package.json again for each of the 300 modules its index loads: about a second of
  // processor time in every test worker and script that imports the index (decision 0117).
  { name: 'date-fns', message: "Import each function from its own path ('date-fns/format')." },
]

/**
 * Which folder may import which, for the project rooted at `root`; tests/lint/import-rules.test.ts lints its
 * fixture tree with the same configs. No import cycles, lazy `import()` included. Layers, from the bottom:
 * src/shared (nothing of the app, no framework or platform package), src/lib (no feature, nothing of src/app),
 * src/components (no feature), then features, which reach another feature only through its index.ts. Cloud
 * Functions share only src/shared with the browser; their emulator tests may also read the stack's ports.
 */
export function importLayers(root) {
  const featuresDir = path.join(root, 'src/features')
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const featureZones = features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: `${featuresDir}/!(${feature})/**`,
    except: [`${featuresDir}/*/index.ts`],
    message: 'Another feature is imported through its index.ts only.',
  }))
  const functionsZone = (target, except) => ({
    target,
    from: './src',
    except,
    message: 'Cloud Functions share only src/shared with the web app.',
  })
  const importRules = {
    files: ['src/**/*.{ts,tsx}', 'functions/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
      // One lint run reads each module once (the default forgets modules after 30 s).
      'import-x/cache': { lifetime: '∞' },
    },
    rules: {
      'no-restricted-imports': ['error', { paths: restrictedImportPaths }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './src/shared',
              from: './src',
              except: ['./shared'],
              message: 'src/shared is shared with Cloud Functions and imports nothing of the web app.',
            },
            {
              target: './src/lib',
              from: './src/features',
              message: 'src/lib serves features and the router, so it imports neither.',
            },
            {
              target: ['./src/lib', './src/components', './src/features'],
              from: './src/app',
              except: ['./route-catalog.ts'],
              message:
                'Only the router and the root layout live in src/app; below it, only the route catalog (which imports nothing) is read.',
            },
            {
              target: './src/app/route-catalog.ts',
              from: './src',
              message: 'The route catalog, read by the router, the header and features, imports nothing.',
            },
            {
              target: './src/components',
              from: './src/features',
              message: 'Shared components import no feature.',
            },
            ...featureZones,
            // The route catalog imports nothing, so functions may read it too (the sitemap lists its indexed pages).
            functionsZone(`${root}/functions/src/**/!(*.test).ts`, ['./shared', './app/route-catalog.ts']),
            functionsZone(`${root}/functions/src/**/*.test.ts`, [
              './shared',
              './app/route-catalog.ts',
              './lib/emulator-ports.ts',
            ]),
          ],
        },
      ],
    },
  }
  const sharedStaysPortable = {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedImportPaths,
          patterns: [
            {
              group: platformPackages,
              message:
                'src/shared runs in the browser and in Cloud Functions: no framework or platform packages.',
            },
          ],
        },
      ],
    },
  }
  return [importRules, sharedStaysPortable]
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'functions/lib',
      'node_modules',
      '.local',
      'coverage',
      'public',
      // Deliberately broken import graphs for the lint-rule tests (tests/lint/import-rules.test.ts).
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'functions/**/*.ts', 'tests/**/*.ts', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  ...importLayers(import.meta.dirname),
)
