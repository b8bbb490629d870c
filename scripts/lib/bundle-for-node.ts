// The benchmarks' way to run code Node cannot load from source (TSX, mail templates): bundled into one ES module
// for Node, packages left to node_modules.
import { build } from 'esbuild'

/** Bundles `entry` to `outfile` and answers `outfile`, ready to import. */
export async function bundleForNode(entry: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  })
  return outfile
}
