// A deploy installs only functions/package.json's dependencies beside the bundle: a package the bundle loads but
// that file does not list works in the emulators (the workspace's root node_modules has it) and fails in production.
import * as esbuild from 'esbuild'
import { readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleOptions } from '../bundle-options.ts'

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!

describe('the functions bundle', () => {
  it('loads only packages that functions/package.json lists as dependencies', async () => {
    const result = await esbuild.build({ ...bundleOptions, write: false, metafile: true, logLevel: 'silent' })
    const loaded = new Set(
      Object.values(result.metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !isBuiltin(entry.path))
        .map((entry) => packageName(entry.path)),
    )
    const manifest = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> }
    expect(loaded.size).toBeGreaterThan(5)
    expect([...loaded].filter((name) => !(name in manifest.dependencies)).sort()).toEqual([])
  })
})
