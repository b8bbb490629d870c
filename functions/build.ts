// Bundles the Cloud Functions entry point to lib/index.js. npm dependencies stay external (they are installed from
// functions/package.json on deploy); our own code, including ../src/shared, is bundled in.
// Usage: node functions/build.ts [--watch]
import * as esbuild from 'esbuild'
import path from 'node:path'

const functionsDir = import.meta.dirname
const watch = process.argv.includes('--watch')

const options: esbuild.BuildOptions = {
  entryPoints: [path.join(functionsDir, 'src/index.ts')],
  outfile: path.join(functionsDir, 'lib/index.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
}

if (watch) {
  const context = await esbuild.context(options)
  await context.watch()
  console.log('functions: watching for changes')
} else {
  await esbuild.build(options)
}
