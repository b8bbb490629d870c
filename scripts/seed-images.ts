// The demo pictures (public/demo/*.svg) stored as if an admin had uploaded them: each is drawn at the widest size a
// demo page needs, then run through the upload function's own processing and storage (functions/src/uploads), so
// the local stack's pages offer the same srcset as real uploads (docs/decisions/0071).
// Processing takes a second or two a picture, so the copies are also kept in .local/demo-images/, named by the
// picture and the processing code: later seeds, fresh emulators included, only store them again.
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Firestore } from 'firebase-admin/firestore'
import type { Storage } from 'firebase-admin/storage'
import sharp from 'sharp'
import { processImage, type ProcessedImage } from '../functions/src/uploads/process-image.ts'
import { storeImage, variantPath, type StoredImage } from '../functions/src/uploads/store-image.ts'
import type { ContentBlock } from '../src/shared/schemas/content-config.ts'

type Bucket = ReturnType<Storage['bucket']>

/** A demo picture's site path (`/demo/tiramisu.svg`) → its stored copies, which replace it in seeded records. */
export type DemoImages = ReadonlyMap<string, StoredImage>

const root = path.resolve(import.meta.dirname, '..')
const cacheDir = path.join(root, '.local', 'demo-images')
const processingCode = path.join(root, 'functions/src/uploads/process-image.ts')

/** Drawn this wide: twice the widest place a demo page shows a picture (the package page's 640 px). */
export const demoImageWidth = 1280

/** A demo picture: a site path under /demo/ to an SVG in public/. */
export function isDemoImage(image: unknown): image is string {
  return typeof image === 'string' && /^\/demo\/[a-z0-9-]+\.svg$/.test(image)
}

/** The record with its demo picture (`image`, and each block's `image`) replaced by the stored copies. */
export function withDemoImages<T extends object>(data: T, images: DemoImages): T {
  const record = data as Record<string, unknown>
  const blocks = record['contentBlocks']
  return {
    ...data,
    ...storedFields(record, images),
    ...(Array.isArray(blocks)
      ? {
          contentBlocks: blocks.map((block: ContentBlock) => ({ ...block, ...storedFields(block, images) })),
        }
      : {}),
  }
}

function storedFields(fields: Record<string, unknown>, images: DemoImages) {
  const image = fields['image']
  const stored = isDemoImage(image) && !fields['imageVariants'] ? images.get(image) : undefined
  return stored ? { image: stored.url, imageVariants: stored.imageVariants } : {}
}

/** Every demo picture the records show, each once. */
export function demoImagesOf(records: readonly object[]): string[] {
  const found = new Set<string>()
  for (const record of records as Record<string, unknown>[]) {
    const blocks = Array.isArray(record['contentBlocks']) ? (record['contentBlocks'] as ContentBlock[]) : []
    for (const fields of [record, ...blocks]) {
      if (isDemoImage(fields['image']) && !fields['imageVariants']) found.add(fields['image'])
    }
  }
  return [...found]
}

/** Stores the copies of these demo pictures (made once per machine) and answers what records keep of each. */
export async function storeDemoImages(
  bucket: Bucket,
  sitePaths: readonly string[],
  emulatorHost: string,
): Promise<DemoImages> {
  const code = await readFile(processingCode)
  const stored = new Map<string, StoredImage>()
  for (const sitePath of sitePaths) {
    const svg = await readFile(path.join(root, 'public', sitePath))
    const fingerprint = createHash('sha256').update(svg).update(code).update(String(demoImageWidth))
    // The name changes whenever the picture or its processing does, as an upload's would.
    const id = `demo-${path.basename(sitePath, '.svg')}-${fingerprint.digest('hex').slice(0, 12)}`
    const image = (await cachedCopies(id)) ?? (await keep(id, await processDemoImage(svg)))
    stored.set(
      sitePath,
      await storeImage(bucket, image, { id, token: id, metadata: { purpose: 'demo' }, emulatorHost }),
    )
  }
  return stored
}

// The upload function takes photos, not SVG: the picture is drawn as a PNG first, as a designer would export it.
async function processDemoImage(svg: Buffer): Promise<ProcessedImage> {
  const { width } = await sharp(svg).metadata()
  const png = await sharp(svg, { density: (72 * demoImageWidth) / width })
    .resize({ width: demoImageWidth })
    .png()
    .toBuffer()
  return processImage(png)
}

interface CachedImage {
  width: number
  height: number
  variants: { type: ProcessedImage['variants'][number]['type']; width: number; height: number }[]
}

const cachedFile = (id: string, variant: CachedImage['variants'][number]) =>
  path.join(cacheDir, path.basename(variantPath(id, variant)))

async function cachedCopies(id: string): Promise<ProcessedImage | null> {
  try {
    const cached = JSON.parse(await readFile(path.join(cacheDir, `${id}.json`), 'utf8')) as CachedImage
    const variants = await Promise.all(
      cached.variants.map(async (variant) => ({ ...variant, data: await readFile(cachedFile(id, variant)) })),
    )
    return { width: cached.width, height: cached.height, variants }
  } catch {
    return null
  }
}

async function keep(id: string, image: ProcessedImage): Promise<ProcessedImage> {
  await mkdir(cacheDir, { recursive: true })
  await Promise.all(image.variants.map((variant) => writeFile(cachedFile(id, variant), variant.data)))
  const cached: CachedImage = {
    width: image.width,
    height: image.height,
    variants: image.variants.map(({ type, width, height }) => ({ type, width, height })),
  }
  // Written last: a cache entry exists only once all its files do.
  await writeFile(path.join(cacheDir, `${id}.json`), JSON.stringify(cached))
  return image
}

/**
 * Demo data seeded before pictures had copies: each package, menu and landing block still showing a demo picture
 * gets its copies, once. A picture an admin changed is left alone. Returns how many records it changed.
 */
export async function giveDemoPicturesTheirCopies(
  db: Firestore,
  bucket: Bucket,
  emulatorHost: string,
): Promise<number> {
  const snapshots = await Promise.all(
    ['chefPackages', 'menus', 'contentConfigs'].map((name) => db.collection(name).get()),
  )
  const docs = snapshots.flatMap((snapshot) => snapshot.docs)
  const needed = demoImagesOf(docs.map((doc) => doc.data()))
  if (needed.length === 0) return 0
  const images = await storeDemoImages(bucket, needed, emulatorHost)
  const changed = docs.filter((doc) => demoImagesOf([doc.data()]).length > 0)
  const batch = db.batch()
  for (const doc of changed) {
    const { image, imageVariants, contentBlocks } = withDemoImages(doc.data(), images)
    batch.update(doc.ref, contentBlocks === undefined ? { image, imageVariants } : { contentBlocks })
  }
  await batch.commit()
  return changed.length
}
