import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm ci` refuses a lockfile that names an optional dependency without an entry for it. The registry these
// machines reach serves only Linux builds of packages with per-platform binaries, and `npm install` then drops the
// other platforms' entries (docs/decisions/0052-lockfile-keeps-every-platform-binding.md).
interface LockEntry {
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency it names, so npm ci accepts it', () => {
    const missing: string[] = []
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${location ? `${location}/` : ''}node_modules/${name}`
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`])
          missing.push(`${name} (for ${location || 'the root'})`)
      }
    }
    expect(missing).toEqual([])
  })
})
