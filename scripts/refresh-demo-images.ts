// Makes the committed copies of the demo pictures (scripts/demo-images/) again after a picture in public/demo/ or
// the upload's processing changed, and removes the copies no picture of the demo data names any more.
//   npm run demo-images
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import {
  committedCopiesDir,
  demoImageId,
  keepCopies,
  missingCopyFiles,
  processDemoImage,
  seededDemoPictures,
  staleCopyFiles,
} from './seed-images.ts'

const pictures = seededDemoPictures()
const current = new Set<string>()
for (const sitePath of pictures) {
  const id = await demoImageId(sitePath)
  current.add(id)
  if ((await missingCopyFiles(committedCopiesDir, id)).length === 0) continue
  console.log(`processing ${sitePath} → ${id}`)
  await keepCopies(committedCopiesDir, id, await processDemoImage(sitePath))
}
const stale = staleCopyFiles(await readdir(committedCopiesDir), [...current])
await Promise.all(stale.map((name) => rm(path.join(committedCopiesDir, name))))
console.log(`${pictures.length} demo pictures have their copies; ${stale.length} stale files removed`)
