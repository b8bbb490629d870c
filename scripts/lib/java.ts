import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
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
