import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHash } from 'node:crypto'
import { CRC32C, Storage } from '@google-cloud/storage'
import { afterEach, describe, expect, it } from 'vitest'
import { saveOnce } from './store-image.ts'

// A stand-in for the storage JSON API that answers each upload with the next status of a script, so the test
// sees what the real client sends and how it reacts to each answer.
interface Upload {
  ifGenerationMatch: string | null
}

const bytes = Buffer.from('webp bytes')
const crc32c = (data: Buffer) => {
  const checksum = new CRC32C()
  checksum.update(data)
  return checksum.toString()
}
let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function storageAnswering(statuses: number[]) {
  const uploads: Upload[] = []
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://storage')
      uploads.push({ ifGenerationMatch: url.searchParams.get('ifGenerationMatch') })
      const status = statuses[uploads.length - 1] ?? 500
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify(
          status === 200
            ? {
                name: 'chefPackageImages/id-320.webp',
                bucket: 'bucket',
                generation: '1',
                // The client checks what it sent against these.
                md5Hash: createHash('md5').update(bytes).digest('base64'),
                crc32c: crc32c(bytes),
              }
            : { error: { code: status, message: `status ${status}` } },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const storage = new Storage({
    apiEndpoint: `http://127.0.0.1:${port}`,
    projectId: 'demo-test',
    // One second between attempts (the shortest the client allows) rather than growing waits.
    retryOptions: { retryDelayMultiplier: 1, maxRetryDelay: 1, totalTimeout: 10 },
  })
  return { uploads, file: storage.bucket('bucket').file('chefPackageImages/id-320.webp') }
}

const save = (file: Parameters<typeof saveOnce>[0]) =>
  saveOnce(file, bytes, { resumable: false, contentType: 'image/webp' })

describe('saveOnce', () => {
  it('writes only where no object exists yet', async () => {
    const { uploads, file } = await storageAnswering([200])
    await save(file)
    expect(uploads).toEqual([{ ifGenerationMatch: '0' }])
  })

  it('tries again when storage answers 503, and the second attempt lands', async () => {
    const { uploads, file } = await storageAnswering([503, 200])
    await save(file)
    expect(uploads).toHaveLength(2)
  })

  it('counts a refused condition after a failed attempt as written: the first attempt landed', async () => {
    const { uploads, file } = await storageAnswering([503, 412])
    await expect(save(file)).resolves.toBeUndefined()
    expect(uploads).toHaveLength(2)
  })

  it('gives up at once on a request storage refuses, without trying again', async () => {
    const { uploads, file } = await storageAnswering([403])
    await expect(save(file)).rejects.toMatchObject({ code: 403 })
    expect(uploads).toHaveLength(1)
  })
})
