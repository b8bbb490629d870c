import { ESLint, type Linter } from 'eslint'
import path from 'node:path'
import tseslint from 'typescript-eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's import rules (eslint.config.js importLayers) applied to a small fixture tree with the same folder
// layout. The main lint run ignores the fixtures, whose import graph breaks the rules on purpose.
const fixtureRoot = path.join(import.meta.dirname, 'fixtures')
// A computed specifier: the config is plain JavaScript without type declarations.
const configModule = new URL('../../eslint.config.js', import.meta.url).href

let results: Map<string, string[]>

beforeAll(async () => {
  const { importLayers } = (await import(configModule)) as { importLayers: (root: string) => Linter.Config[] }
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...importLayers(fixtureRoot),
    ],
  })
  const lintResults = await eslint.lintFiles(['.'])
  results = new Map(
    lintResults.map((result) => [
      path.relative(fixtureRoot, result.filePath),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  )
}, 60_000)

const reported = (file: string) => {
  const rules = results.get(file)
  if (!rules) throw new Error(`${file} was not linted`)
  return rules
}

describe('import rules', () => {
  it('finds a cycle between two modules, on both of them', () => {
    expect(reported('src/cycle/first.ts')).toEqual(['import-x/no-cycle'])
    expect(reported('src/cycle/second.ts')).toEqual(['import-x/no-cycle'])
  })

  it('finds a cycle that runs through a lazy import', () => {
    expect(reported('src/cycle/lazy-router.ts')).toEqual(['import-x/no-cycle'])
    expect(reported('src/cycle/lazy-page.ts')).toEqual(['import-x/no-cycle'])
  })

  it('keeps src/shared free of the app and of framework packages', () => {
    expect(reported('src/shared/imports-lib.ts')).toEqual(['import-x/no-restricted-paths'])
    expect(reported('src/shared/imports-react.ts')).toEqual(['no-restricted-imports'])
    expect(reported('src/shared/money.ts')).toEqual([])
  })

  it('keeps features and the router out of src/lib, which may read the route catalog', () => {
    expect(reported('src/lib/imports-feature.ts')).toEqual(['import-x/no-restricted-paths'])
    expect(reported('src/lib/imports-app.ts')).toEqual(['import-x/no-restricted-paths'])
    expect(reported('src/lib/reads-route-catalog.ts')).toEqual([])
    expect(reported('src/lib/session.ts')).toEqual([])
  })

  it('keeps the router out of features, which may read the route catalog', () => {
    expect(reported('src/features/orders/imports-app.ts')).toEqual(['import-x/no-restricted-paths'])
    expect(reported('src/features/orders/reads-route-catalog.ts')).toEqual([])
  })

  it('keeps the route catalog a leaf that imports nothing of the app', () => {
    expect(reported('src/app/route-catalog.ts')).toEqual(['import-x/no-restricted-paths'])
  })

  it('keeps features out of shared components', () => {
    expect(reported('src/components/imports-feature.ts')).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets a feature reach another feature through its index.ts only', () => {
    expect(reported('src/features/orders/deep-import.ts')).toEqual(['import-x/no-restricted-paths'])
    expect(reported('src/features/orders/index-import.ts')).toEqual([])
    expect(reported('src/features/menus/index.ts')).toEqual([])
  })

  it('loads date-fns one function at a time, never through its index', () => {
    expect(reported('src/shared/imports-date-fns-index.ts')).toEqual(['no-restricted-imports'])
    expect(reported('src/features/orders/imports-date-fns-index.ts')).toEqual(['no-restricted-imports'])
    expect(reported('src/shared/imports-date-fns-function.ts')).toEqual([])
  })

  it('lets Cloud Functions import src/shared but not src/lib', () => {
    expect(reported('functions/src/imports-lib.ts')).toEqual(['import-x/no-restricted-paths'])
    expect(reported('functions/src/imports-shared.ts')).toEqual([])
  })

  it('lets Cloud Functions read the route catalog, and nothing else of src/app', () => {
    expect(reported('functions/src/imports-route-catalog.ts')).toEqual([])
    expect(reported('functions/src/imports-router.ts')).toEqual(['import-x/no-restricted-paths'])
  })
})
