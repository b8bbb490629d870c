import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'

export interface ManagedProcess {
  name: string
  child: ChildProcess
  exited: Promise<number | null>
  stop(gracefulSignal?: NodeJS.Signals, graceMs?: number): Promise<void>
}

export interface StartOptions {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  cwd?: string
  // Where output goes: 'inherit' prefixes lines on our stdout, a path writes a log file.
  output: 'inherit' | string
}

// Each child gets its own process group so that stopping it also stops what it spawned (Java, function workers).
export function startProcess(options: StartOptions): ManagedProcess {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (options.output === 'inherit') {
    const prefix = `[${options.name}] `
    const forward = (stream: NodeJS.ReadableStream, target: NodeJS.WriteStream) => {
      let buffered = ''
      stream.on('data', (chunk: Buffer) => {
        buffered += chunk.toString()
        const lines = buffered.split('\n')
        buffered = lines.pop() ?? ''
        for (const line of lines) target.write(prefix + line + '\n')
      })
    }
    forward(child.stdout!, process.stdout)
    forward(child.stderr!, process.stderr)
  } else {
    mkdirSync(path.dirname(options.output), { recursive: true })
    const log = createWriteStream(options.output, { flags: 'a' })
    // Both streams go to one file, which is closed once both have ended ('close'): piped with their own end, the
    // first to end closed it while the other could still write (a crash, "write after end").
    child.stdout!.pipe(log, { end: false })
    child.stderr!.pipe(log, { end: false })
    child.on('close', () => log.end())
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  child.on('error', (error) => console.error(`[${options.name}] failed to start: ${error.message}`))

  async function stop(gracefulSignal: NodeJS.Signals = 'SIGTERM', graceMs = 5_000): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) {
      killGroup(child, 'SIGKILL')
      return
    }
    try {
      // Signal only the leader first so it can shut its own children down cleanly (firebase exports data).
      child.kill(gracefulSignal)
    } catch {
      // Already gone.
    }
    const timedOut = await Promise.race([exited.then(() => false), delay(graceMs).then(() => true)])
    if (timedOut) console.warn(`[${options.name}] did not stop within ${graceMs} ms; killing it`)
    killGroup(child, 'SIGKILL')
  }

  return { name: options.name, child, exited, stop }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is already empty.
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

// Polls until `probe` resolves true, or fails with a message naming what never became ready.
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  {
    timeoutMs = 90_000,
    intervalMs = 250,
    failIfExited,
  }: { timeoutMs?: number; intervalMs?: number; failIfExited?: ManagedProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exitedCode: number | null | undefined
  failIfExited?.exited.then((code) => (exitedCode = code))
  while (Date.now() < deadline) {
    if (exitedCode !== undefined)
      throw new Error(`${what}: process exited (code ${exitedCode}) before it was ready`)
    if (await probe().catch(() => false)) return
    await delay(intervalMs)
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`)
}

export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
  return response.ok
}

export async function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  const net = await import('node:net')
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
