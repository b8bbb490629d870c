// `npm run build`: the web app for Firebase Hosting (dist/) and the bundle that renders its public pages on the
// server (functions/lib/server-render/, loaded by the renderPublicPage function). Usage: node scripts/build-web.ts
import { execFileSync } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { appShellPreloads, type ViteManifest } from '../src/server-render/server-rendered-routes.ts'
import { serverRenderFiles } from '../src/shared/server-render.ts'
import { writeRobotsFile } from './lib/robots-file.ts'

const root = path.resolve(import.meta.dirname, '..')
const vite = path.join(root, 'node_modules', '.bin', 'vite')
const dist = path.join(root, 'dist')
const serverDir = path.join(root, 'functions', 'lib', serverRenderFiles.directory)

/** The page every route that is not rendered on the server gets (firebase.json's last rewrite). */
export const appShellFile = 'app-shell.html'

const run = (args: string[]) => execFileSync(vite, [...args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })

run(['build'])
writeRobotsFile(root, dist)
run(['build', '--config', 'vite.server-render.config.ts'])
copyFileSync(path.join(dist, 'index.html'), path.join(serverDir, serverRenderFiles.template))
copyFileSync(path.join(dist, '.vite', 'manifest.json'), path.join(serverDir, serverRenderFiles.manifest))
// Hosting serves a file before it applies rewrites: with no index.html, "/" reaches the server-rendering function.
// The shell renders in the browser, so it asks for the app's files at once, with its entry script.
const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest
writeFileSync(
  path.join(dist, appShellFile),
  template.replace('</head>', () => `${appShellPreloads(manifest, template)}</head>`),
)
rmSync(path.join(dist, 'index.html'))
console.log(`Built dist/ (app shell: dist/${appShellFile}) and functions/lib/${serverRenderFiles.directory}/`)
