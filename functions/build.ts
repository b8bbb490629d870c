// Bundles the Cloud Functions entry point to lib/index.cjs. Most npm dependencies stay external (they are installed
// from functions/package.json on deploy); our own code, including ../src/shared, and a few pure-JavaScript libraries
// (bundle-options.ts) are bundled in.
// CommonJS, because Node 22 loads the dependencies that way in half the processor time it takes as ES modules (it
// reads each package's exports map again for every file it imports): every cold start and every emulator worker
// pays it (docs/decisions/0098-the-functions-bundle-is-commonjs.md).
// Usage: node functions/build.ts [--watch]
import * as esbuild from 'esbuild'
import { bundleOptions } from './bundle-options.ts'

const watch = process.argv.includes('--watch')

if (watch) {
  const context = await esbuild.context(bundleOptions)
  await context.watch()
  console.log('functions: watching for changes')
} else {
  await esbuild.build(bundleOptions)
}
