// Gives every menu saved before drafts existed the flag `published: true` (docs/decisions/0064). Such a menu reads
// as published, but the public's list queries ask for published == true, and Firestore leaves out documents
// without the field, so without the flag it would vanish from the shop and the landing page. Menus that have the
// flag (published or draft) are left as they are, so running it again changes nothing.
//
//   Local emulators (default; the stack also runs it on every start):  node scripts/mark-menus-published.ts
//   A real project, once after deploying drafts:  GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=my-project \
//                                                  node scripts/mark-menus-published.ts
// (Node 22: use `npm run mark-menus-published` or ./node_modules/.bin/node.)
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { initializeApp } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { demoProjectId, emulatorPorts } from '../src/lib/emulator-ports.ts'

/** Writes `published: true` on each menu without the flag; returns how many it changed. */
export async function markMenusPublished(db: Firestore): Promise<number> {
  const snapshot = await db.collection('menus').get()
  const legacy = snapshot.docs.filter((doc) => typeof doc.get('published') !== 'boolean')
  // Batches stay under Firestore's 500 writes.
  for (let start = 0; start < legacy.length; start += 400) {
    const batch = db.batch()
    for (const doc of legacy.slice(start, start + 400)) batch.update(doc.ref, { published: true })
    await batch.commit()
  }
  return legacy.length
}

function isCli(): boolean {
  const entry = process.argv[1]
  return entry !== undefined && path.resolve(entry) === fileURLToPath(import.meta.url)
}

if (isCli()) {
  const realProject = Boolean(process.env['GOOGLE_APPLICATION_CREDENTIALS'])
  if (!realProject) {
    // Without credentials this only ever talks to the local emulators of the demo project.
    process.env['FIRESTORE_EMULATOR_HOST'] ??= `127.0.0.1:${emulatorPorts.firestore}`
    process.env['METADATA_SERVER_DETECTION'] ??= 'none'
  }
  const projectId = process.env['GCLOUD_PROJECT'] ?? (realProject ? undefined : demoProjectId)
  const changed = await markMenusPublished(getFirestore(initializeApp(projectId ? { projectId } : {})))
  console.log(`Marked ${changed} menu${changed === 1 ? '' : 's'} saved before drafts as published.`)
}
