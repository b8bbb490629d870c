// Page speed as a phone sees it: mobile Lighthouse (simulated slow 4G and CPU) in Debian's Chromium, on the
// production build served by the Hosting emulator, side by side with a static copy of the same page (its HTML and
// CSS as the server rendered them, no JavaScript) served from this machine. Used by `npm run bench`.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { pageModulesElementId } from '../../src/app/page-start.ts'
import { chromiumFlags } from './chromium-flags.ts'
import { waitForQuietCpu } from './quiet-cpu.ts'

export interface PageSpeed {
  performance: number
  lcpMs: number
  cls: number
  tbtMs: number
}

export interface PageSpeedComparison {
  name: string
  path: string
  live: PageSpeed
  static: PageSpeed
  /** The busiest the machine was (0-1) in the second before a run; above 0.1 only when the wait for rest timed out. */
  busiestStart: number
  /** Each live run's total blocking time, in the order measured: the median hides how far apart they were. */
  liveTbtRuns: number[]
}

const chromeFlags = ['--headless=new', ...chromiumFlags]

const pageModulesList = new RegExp(
  `<script type="application/json" id="${pageModulesElementId}">([^<]*)</script>`,
)

const scriptSources = (html: string) =>
  new Set([
    ...[...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!),
    ...(JSON.parse(pageModulesList.exec(html)?.[1] ?? '[]') as string[]),
  ])

/**
 * The gzip size of the scripts a page loads before it can hydrate: its module script, its preloads and the files it
 * asks for once its lead picture is there (src/app/page-start.ts).
 */
export async function initialJsKb(baseUrl: string, distDir: string, pagePath: string): Promise<number> {
  const html = await (await fetch(new URL(pagePath, baseUrl))).text()
  return [...scriptSources(html)].reduce(
    (sum, source) => sum + gzipSync(readFileSync(path.join(distDir, source))).length / 1024,
    0,
  )
}

/** The page as the server rendered it, without any script: what a static site would send. */
function staticCopyOf(html: string): string {
  return html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '')
}

/** Serves the static copies at their own paths and everything else (images, CSS, fonts) from dist/. */
async function serveStaticCopies(
  distDir: string,
  pages: Map<string, string>,
): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = {
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.webp': 'image/webp',
    '.avif': 'image/avif',
    '.css': 'text/css',
    '.js': 'text/javascript',
  }
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
    const page = pages.get(pathname)
    if (page !== undefined) {
      // Compressed as Hosting compresses what it serves.
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      response
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        })
        .end(gzip ? gzipSync(page) : page)
      return
    }
    try {
      const file = path.join(distDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
      const body = readFileSync(file)
      response
        .writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' })
        .end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function medianSpeed(runs: PageSpeed[]): PageSpeed {
  return {
    performance: median(runs.map((run) => run.performance)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
  }
}

async function lighthouseRun(url: string, port: number): Promise<PageSpeed> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
  }
}

/** Each page `runs` times live and `runs` times static, alternating, in one Chromium; medians per page. */
export async function comparePageSpeed(
  baseUrl: string,
  distDir: string,
  pages: Array<{ name: string; path: string }>,
  runs = 3,
): Promise<PageSpeedComparison[]> {
  const rendered = new Map<string, string>()
  for (const page of pages) {
    const response = await fetch(new URL(page.path, baseUrl))
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`)
    rendered.set(page.path, await response.text())
  }
  const copies = new Map(
    [...rendered].map(([pagePath, html]) => [new URL(pagePath, 'http://x').pathname, staticCopyOf(html)]),
  )
  const { server, origin } = await serveStaticCopies(distDir, copies)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags,
  })
  try {
    const results: PageSpeedComparison[] = []
    for (const page of pages) {
      const live: PageSpeed[] = []
      const copy: PageSpeed[] = []
      let busiestStart = 0
      // Each run starts on a machine at rest (scripts/lib/quiet-cpu.ts), or after a minute's wait at most.
      const measured = async (url: URL) => {
        const { busy } = await waitForQuietCpu()
        busiestStart = Math.max(busiestStart, busy)
        return lighthouseRun(url.href, chrome.port)
      }
      // Untimed first loads warm the Hosting emulator, the function and the disk cache for both.
      await lighthouseRun(new URL(page.path, baseUrl).href, chrome.port)
      for (let run = 0; run < runs; run += 1) {
        live.push(await measured(new URL(page.path, baseUrl)))
        copy.push(await measured(new URL(page.path, origin)))
      }
      results.push({
        name: page.name,
        path: page.path,
        live: medianSpeed(live),
        static: medianSpeed(copy),
        busiestStart,
        liveTbtRuns: live.map((run) => run.tbtMs),
      })
    }
    return results
  } finally {
    await chrome.kill()
    server.close()
  }
}
