// Runs before `npm start` / `npm test` on whatever Node the machine has (plain JS, no dependencies): installs npm
// packages when they are missing or stale, and for tests Debian's Chromium headless shell when it is missing.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const forTests = process.argv.includes('--tests')

// Node 22 comes from npm as one of the per-platform packages in optionalDependencies (docs/decisions/0008).
const { optionalDependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const nodeFromNpm = `node-${process.platform}-${process.arch}` in optionalDependencies
const installedNode = path.join(root, 'node_modules', '.bin', 'node')

const installedMarker = path.join(root, 'node_modules', '.package-lock.json')
const lockFile = path.join(root, 'package-lock.json')
const stale =
  !existsSync(installedMarker) ||
  (nodeFromNpm && !existsSync(installedNode)) ||
  statSync(lockFile).mtimeMs > statSync(installedMarker).mtimeMs
if (stale) {
  console.log('Installing npm packages (first run takes a minute or two)...')
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' })
}
if (!nodeFromNpm && Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `Node 22 is needed. npm brings it on Linux (x64, arm64) and Intel Macs; on ${process.platform} ${process.arch} install Node 22 and run this again.`,
  )
  process.exit(1)
}

if (forTests) {
  // The browser tests drive Debian's Chromium headless shell (playwright.config.ts).
  const shell = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
  if (!existsSync(shell)) {
    if (process.getuid?.() === 0) {
      console.log("Installing Debian's Chromium headless shell for the browser tests...")
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    } else {
      console.error(
        `Chromium's headless shell is missing at ${shell}: run \`sudo apt-get install chromium-headless-shell\` (or set TEST_CHROMIUM_PATH).`,
      )
      process.exit(1)
    }
  }
}
