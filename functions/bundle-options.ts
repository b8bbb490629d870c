import type * as esbuild from 'esbuild'
import path from 'node:path'

const functionsDir = import.meta.dirname

/** How the Cloud Functions entry point is bundled (functions/build.ts); npm packages stay external. */
export const bundleOptions: esbuild.BuildOptions = {
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
