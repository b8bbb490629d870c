import type * as esbuild from 'esbuild'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const functionsDir = import.meta.dirname

/**
 * Pure-JavaScript libraries of many files, bundled in: a cold start (and every Functions emulator worker) loaded them
 * file by file, 1,572 files in all, and with them bundled 814, in about 150 ms less processor time (decision 0115).
 * The rest stay external: the Firebase SDKs, which the Functions runtime and emulator load and set up themselves,
 * native code (sharp), data files read at run time (zipcodes) and the mail templates' React.
 */
const bundledPackages = ['date-fns', '@date-fns/tz', 'zod', 'libphonenumber-js', 'stripe', 'nodemailer']
const dependencies = Object.keys(
  (JSON.parse(readFileSync(path.join(functionsDir, 'package.json'), 'utf8')) as { dependencies: object })
    .dependencies,
)

/** How the Cloud Functions entry point is bundled (functions/build.ts); the other npm packages stay external. */
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
  // A package named here stays external with its subpaths (firebase-functions/v2).
  external: dependencies.filter((name) => !bundledPackages.includes(name)),
  sourcemap: true,
  logLevel: 'info',
}
