// Runs before `npm start` / `npm test` on whatever Node the machine has (plain JS, no dependencies): installs npm
// packages when they are missing or stale, and for tests Debian's Chromium headless shell when it is missing.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const forTests = process.argv.includes('--tests')

const installedMarker = path.join(root, 'node_modules', '.package-lock.json')
const lockFile = path.join(root, 'package-lock.json')
const stale =
  !existsSync(installedMarker) ||
  !existsSync(path.join(root, 'node_modules', '.bin', 'node')) ||
  statSync(lockFile).mtimeMs > statSync(installedMarker).mtimeMs
if (stale) {
  console.log('Installing npm packages (first run takes a minute or two)...')
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' })
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
