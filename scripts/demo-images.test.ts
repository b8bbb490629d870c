import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  committedCopiesDir,
  copyFiles,
  demoImageId,
  seededDemoPictures,
  staleCopyFiles,
  type CachedImage,
} from './seed-images.ts'

// A seed stores the committed copies instead of processing the pictures; copies of an older picture or an older
// processing would be stored under a name that no longer says what they are.
describe('the committed copies of the demo pictures', () => {
  it('exist for every picture the demo data shows, made from the picture and processing of today', async () => {
    const missing: string[] = []
    for (const sitePath of seededDemoPictures()) {
      const id = await demoImageId(sitePath)
      const files = copyFiles(committedCopiesDir, id, [])
      if (!existsSync(files.description)) {
        missing.push(`${sitePath} (${id})`)
        continue
      }
      const { variants } = JSON.parse(readFileSync(files.description, 'utf8')) as CachedImage
      expect(variants.length, `${id}: its copies`).toBeGreaterThan(0)
      for (const file of copyFiles(committedCopiesDir, id, variants).variants) {
        if (!existsSync(file)) missing.push(file)
      }
    }
    expect(missing, 'run `npm run demo-images` and commit scripts/demo-images/').toEqual([])
  })

  it('are only those: no stale copy is kept', async () => {
    const ids = await Promise.all(seededDemoPictures().map(demoImageId))
    const stale = staleCopyFiles(readdirSync(committedCopiesDir), ids)
    expect(stale, 'run `npm run demo-images` and commit scripts/demo-images/').toEqual([])
  })
})
