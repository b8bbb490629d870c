import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  committedCopiesDir,
  demoImageId,
  missingCopyFiles,
  seededDemoPictures,
  staleCopyFiles,
} from './seed-images.ts'

// A seed stores the committed copies instead of processing the pictures; copies of an older picture or an older
// processing would be stored under a name that no longer says what they are.
describe('the committed copies of the demo pictures', () => {
  it('exist for every picture the demo data shows, made from the picture and processing of today', async () => {
    const missing: string[] = []
    for (const sitePath of seededDemoPictures()) {
      const files = await missingCopyFiles(committedCopiesDir, await demoImageId(sitePath))
      missing.push(...files.map((file) => `${sitePath}: ${path.relative(committedCopiesDir, file)}`))
    }
    expect(missing, 'run `npm run demo-images` and commit scripts/demo-images/').toEqual([])
  })

  it('are only those: no stale copy is kept', async () => {
    const ids = await Promise.all(seededDemoPictures().map(demoImageId))
    const stale = staleCopyFiles(readdirSync(committedCopiesDir), ids)
    expect(stale, 'run `npm run demo-images` and commit scripts/demo-images/').toEqual([])
  })
})
