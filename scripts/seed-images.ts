// The demo pictures (public/demo/*.svg) stored as if an admin had uploaded them: each is drawn at the widest size a
// demo page needs, then run through the upload function's own processing and storage (functions/src/uploads), so
// the local stack's pages offer the same srcset as real uploads (docs/decisions/0071).
// Processing takes a second or two a picture (about 30 s of processor time for the demo's twenty), so the copies of
// the pictures the demo data shows are committed in scripts/demo-images/, named by the picture and the processing
// code, and a seed only stores them (decision 0119). `npm run demo-images` makes them again after a picture or the
// processing changes (scripts/demo-images.test.ts fails until it has run); until then a seed processes the
// changed pictures itself and keeps their copies in .local/demo-images/.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Firestore } from 'firebase-admin/firestore'
import type { Storage } from 'firebase-admin/storage'
import sharp from 'sharp'
import { processImage, type ProcessedImage } from '../functions/src/uploads/process-image.ts'
import { storeImage, variantPath, type StoredImage } from '../functions/src/uploads/store-image.ts'
import type { ContentBlock } from '../src/shared/schemas/content-config.ts'
import { chefPackages, contentConfigs, menus } from './seed-data.ts'

type Bucket = ReturnType<Storage['bucket']>

/** A demo picture's site path (`/demo/tiramisu.svg`) → its stored copies, which replace it in seeded records. */
export type DemoImages = ReadonlyMap<string, StoredImage>

const root = path.resolve(import.meta.dirname, '..')
/** The committed copies of the demo data's pictures. */
export const committedCopiesDir = path.join(root, 'scripts', 'demo-images')
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

/**
 * The name of a demo picture's copies (`demo-tiramisu-0123456789ab`): it changes whenever the picture or its
 * processing does, as an upload's would.
 */
export async function demoImageId(sitePath: string): Promise<string> {
  const [svg, code] = await Promise.all([readFile(svgFile(sitePath)), readFile(processingCode)])
  const fingerprint = createHash('sha256').update(svg).update(code).update(String(demoImageWidth))
  return `demo-${path.basename(sitePath, '.svg')}-${fingerprint.digest('hex').slice(0, 12)}`
}

const svgFile = (sitePath: string) => path.join(root, 'public', sitePath)

/** Every demo picture the demo data shows (packages, menus and landing blocks): those with committed copies. */
export function seededDemoPictures(): string[] {
  return demoImagesOf([...chefPackages, ...menus, ...contentConfigs].map(({ data }) => data))
}

/** Stores the copies of these demo pictures (committed, or made once per machine) and answers what records keep. */
export async function storeDemoImages(
  bucket: Bucket,
  sitePaths: readonly string[],
  emulatorHost: string,
): Promise<DemoImages> {
  const stored = new Map<string, StoredImage>()
  for (const sitePath of sitePaths) {
    const id = await demoImageId(sitePath)
    const image =
      (await copiesIn(committedCopiesDir, id)) ??
      (await copiesIn(cacheDir, id)) ??
      (await keepCopies(cacheDir, id, await processDemoImage(sitePath)))
    stored.set(
      sitePath,
      await storeImage(bucket, image, { id, token: id, metadata: { purpose: 'demo' }, emulatorHost }),
    )
  }
  return stored
}

// The upload function takes photos, not SVG: the picture is drawn as a PNG first, as a designer would export it.
export async function processDemoImage(sitePath: string): Promise<ProcessedImage> {
  const svg = await readFile(svgFile(sitePath))
  const { width } = await sharp(svg).metadata()
  const png = await sharp(svg, { density: (72 * demoImageWidth) / width })
    .resize({ width: demoImageWidth })
    .png()
    .toBuffer()
  return processImage(png)
}

export interface CachedImage {
  width: number
  height: number
  variants: { type: ProcessedImage['variants'][number]['type']; width: number; height: number }[]
}

/** The files a picture's copies are kept in: one per variant, named as in storage, and a description. */
export const copyFiles = (dir: string, id: string, variants: readonly CachedImage['variants'][number][]) => ({
  description: path.join(dir, `${id}.json`),
  variants: variants.map((variant) => path.join(dir, path.basename(variantPath(id, variant)))),
})

/** The files of a picture's copies that `dir` lacks: its description, or the variants the description names. */
export async function missingCopyFiles(dir: string, id: string): Promise<string[]> {
  const { description } = copyFiles(dir, id, [])
  if (!existsSync(description)) return [description]
  const { variants } = JSON.parse(await readFile(description, 'utf8')) as CachedImage
  if (variants.length === 0) return [`${description} (names no copies)`]
  return copyFiles(dir, id, variants).variants.filter((file) => !existsSync(file))
}

/** The file names (of a folder of copies) that belong to none of these pictures. */
export function staleCopyFiles(names: readonly string[], ids: readonly string[]): string[] {
  // A copy's file name is its picture's id followed by `-<width>.<format>` or `.json`.
  return names.filter((name) => !ids.some((id) => name === `${id}.json` || name.startsWith(`${id}-`)))
}

async function copiesIn(dir: string, id: string): Promise<ProcessedImage | null> {
  let description: string
  try {
    description = await readFile(copyFiles(dir, id, []).description, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null // Not kept here (yet).
    throw error
  }
  const cached = JSON.parse(description) as CachedImage
  const files = copyFiles(dir, id, cached.variants).variants
  const variants = await Promise.all(
    cached.variants.map(async (variant, index) => ({ ...variant, data: await readFile(files[index]!) })),
  )
  return { width: cached.width, height: cached.height, variants }
}

/** Writes a picture's copies into `dir` and answers them. */
export async function keepCopies(dir: string, id: string, image: ProcessedImage): Promise<ProcessedImage> {
  await mkdir(dir, { recursive: true })
  const files = copyFiles(dir, id, image.variants)
  await Promise.all(image.variants.map((variant, index) => writeFile(files.variants[index]!, variant.data)))
  const cached: CachedImage = {
    width: image.width,
    height: image.height,
    variants: image.variants.map(({ type, width, height }) => ({ type, width, height })),
  }
  // Written last: a picture's copies are there only once all their files are.
  await writeFile(files.description, `${JSON.stringify(cached, null, 2)}\n`)
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
