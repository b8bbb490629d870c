import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { delay, startProcess } from './processes.ts'

describe('a process started with a log file', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('keeps what it writes to stderr after its stdout has closed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'process-log-'))
    dirs.push(dir)
    const output = path.join(dir, 'child.log')
    // Its stdout closes first, then it writes to stderr: the log must still be open for that.
    const child = startProcess({
      name: 'child',
      command: 'sh',
      args: ['-c', 'echo first; exec 1>&-; sleep 0.2; echo second >&2'],
      cwd: dir,
      output,
    })
    expect(await child.exited).toBe(0)
    let written = ''
    for (let attempt = 0; attempt < 40 && !written.includes('second'); attempt++) {
      await delay(50)
      written = readFileSync(output, 'utf8')
    }
    expect(written).toBe('first\nsecond\n')
  })
})
