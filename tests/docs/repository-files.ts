// The repository's own files, for the tests that check what its documents and comments point at.
import { readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const skippedNames = new Set(['node_modules', '.git', '.local', 'dist', 'public', 'coverage'])
const skippedPaths = new Set([join(root, 'functions', 'lib')])

export function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const found: string[] = []
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) {
      if (!skippedNames.has(name) && !skippedPaths.has(path)) found.push(...filesUnder(path, keep))
    } else if (keep(name)) {
      found.push(path)
    }
  }
  return found
}

/** Source files whose comments may point into the repository. */
export const codeFiles = [
  ...['src', 'functions/src', 'scripts', 'tests'].flatMap((folder) =>
    filesUnder(join(root, folder), (name) => /\.(ts|tsx|mjs|js)$/.test(name)),
  ),
  ...['firestore.rules', 'storage.rules', 'vite.config.ts'].map((file) => join(root, file)),
]

/** Documents that are read beside the code and point into it the same way. */
export const guideFiles = ['docs/conventions.md', 'README.md'].map((file) => join(root, file))

export const decisionFiles = readdirSync(join(root, 'docs/decisions'))
