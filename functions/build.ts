// Bundles the Cloud Functions entry point to lib/index.cjs. npm dependencies stay external (they are installed from
// functions/package.json on deploy); our own code, including ../src/shared, is bundled in.
// CommonJS, because Node 22 loads the dependencies that way in half the processor time it takes as ES modules (it
// reads each package's exports map again for every file it imports): every cold start and every emulator worker
// pays it (docs/decisions/0098-the-functions-bundle-is-commonjs.md).
// Usage: node functions/build.ts [--watch]
import * as esbuild from 'esbuild'
import path from 'node:path'

const functionsDir = import.meta.dirname
const watch = process.argv.includes('--watch')

const options: esbuild.BuildOptions = {
  entryPoints: [path.join(functionsDir, 'src/index.ts')],
  outfile: path.join(functionsDir, 'lib/index.cjs'),
  bundle: true,
  format: 'cjs',
  // import.meta.url (the server-rendering function finds its files beside the bundle) as CommonJS spells it.
  define: { 'import.meta.url': 'bundleFileUrl' },
  banner: { js: "const bundleFileUrl = require('node:url').pathToFileURL(__filename).href;" },
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
