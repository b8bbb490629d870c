import { readFileSync } from 'node:fs'
import path from 'node:path'
import { demoProjectId } from '../../src/lib/emulator-ports.ts'

// What the Functions emulator gives every function: the project's `functions/.env.<project>` and the local secret
// overrides in `functions/.secret.local`. Code that runs function handlers outside the emulator (the local
// schedules, in-process tests) loads the same, without overriding what the environment already sets.

const root = path.resolve(import.meta.dirname, '..', '..')

function loadEnvFile(file: string): void {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim())
    if (!match) continue
    process.env[match[1]!] ??= match[2]!.replace(/^"(.*)"$/, '$1')
  }
}

export function loadFunctionsEnv(): void {
  loadEnvFile(path.join(root, 'functions', `.env.${demoProjectId}`))
  loadEnvFile(path.join(root, 'functions', '.secret.local'))
}
