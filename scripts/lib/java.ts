import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'

const preinstalledJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'

export interface JavaSetup {
  description: string
  env: NodeJS.ProcessEnv
}

function javaMajorVersion(): number | null {
  // `java -version` prints to stderr.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (result.error) return null
  return parseMajor(`${result.stderr}${result.stdout}`)
}

function parseMajor(text: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text)
  if (!match) return null
  const first = Number(match[1])
  return first === 1 ? Number(match[2]) : first
}

// firebase-tools 15 needs Java 21 for the Firestore emulator. With Java 21 nothing special happens; with Java 17
// and the preinstalled emulator jar, the shim in scripts/java-shim makes firebase-tools use that jar.
export function resolveJavaSetup(root: string): JavaSetup {
  const major = javaMajorVersion()
  if (major === null) {
    throw new Error('Java is not installed. Install Java 21 (or Java 17 with the Cloud Firestore emulator jar).')
  }
  if (major >= 21) return { description: `Java ${major}: plain firebase-tools`, env: {} }
  if (major < 17) throw new Error(`Java ${major} is too old: the Firestore emulator needs Java 17 or later.`)
  const sourceJar = process.env.FIRESTORE_EMULATOR_JAR ?? preinstalledJar
  if (!existsSync(sourceJar)) {
    throw new Error(
      `Java ${major} found but firebase-tools needs Java 21, and no Firestore emulator jar is at ${sourceJar}. ` +
        'Install Java 21, or set FIRESTORE_EMULATOR_JAR to a cloud-firestore-emulator.jar.',
    )
  }
  // firebase-tools chmods the binary it is given, so it gets its own copy.
  const localJar = path.join(root, '.local', 'cloud-firestore-emulator.jar')
  mkdirSync(path.dirname(localJar), { recursive: true })
  if (!existsSync(localJar)) copyFileSync(sourceJar, localJar)
  const shimDir = path.join(root, 'scripts', 'java-shim')
  return {
    description: `Java ${major} with the preinstalled Firestore emulator jar (compatibility shim)`,
    env: { PATH: `${shimDir}${path.delimiter}${process.env.PATH ?? ''}`, FIRESTORE_EMULATOR_BINARY_PATH: localJar },
  }
}

export interface StorageRulesSetup {
  description: string
  env: NodeJS.ProcessEnv
}

// The Storage emulator evaluates storage.rules in a runtime jar that firebase-tools downloads from Google. When a
// machine has it cached, it is used (rules enforced). Offline, a permit-all stand-in answers the runtime's protocol
// (scripts/storage-rules-stand-in/runtime.mjs, started through the java shim): uploads go through a Cloud Function
// with the Admin SDK anyway, so the product does not depend on storage.rules locally (docs/decisions/0009).
export function resolveStorageRulesRuntime(root: string, javaEnv: NodeJS.ProcessEnv): StorageRulesSetup {
  const cacheDir = path.join(homedir(), '.cache', 'firebase', 'emulators')
  const cached = existsSync(cacheDir)
    ? readdirSync(cacheDir).find((name) => /^cloud-storage-rules-runtime-.*\.jar$/.test(name))
    : undefined
  if (cached) return { description: `rules runtime ${cached} (rules enforced)`, env: {} }
  const shimDir = path.join(root, 'scripts', 'java-shim')
  const currentPath = javaEnv['PATH'] ?? process.env['PATH'] ?? ''
  return {
    description: 'offline stand-in: permit-all, storage.rules NOT enforced locally',
    env: {
      PATH: currentPath.split(path.delimiter).includes(shimDir) ? currentPath : `${shimDir}${path.delimiter}${currentPath}`,
      STORAGE_EMULATOR_BINARY_PATH: path.join(root, 'scripts', 'storage-rules-stand-in', 'runtime.mjs'),
    },
  }
}
