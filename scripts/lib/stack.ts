import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { demoProjectId, emulatorPorts as ports } from '../../src/lib/emulator-ports.ts'
import { resolveJavaSetup, resolveStorageRulesRuntime } from './java.ts'
import { httpOk, portInUse, startProcess, waitFor, type ManagedProcess } from './processes.ts'
import { localHeaders } from './security-headers.ts'
import { secondsSince } from './step-timings.ts'

export const root = path.resolve(import.meta.dirname, '..', '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const host = '127.0.0.1'

export const stackUrls = {
  firestore: `http://${host}:${ports.firestore}`,
  auth: `http://${host}:${ports.auth}`,
  functions: `http://${host}:${ports.functions}/${demoProjectId}/us-central1`,
  storage: `http://${host}:${ports.storage}`,
  mailInbox: `http://${host}:${ports.mailWeb}`,
  stripe: `http://${host}:${ports.stripe}`,
  schedules: `http://${host}:${ports.schedules}`,
  webDev: `http://${host}:${ports.web}`,
  hosting: `http://${host}:${ports.hosting}`,
}

// What server-side code (seed, tests, Admin SDK) needs to find the emulators.
export const emulatorEnv: NodeJS.ProcessEnv = {
  GCLOUD_PROJECT: demoProjectId,
  METADATA_SERVER_DETECTION: 'none',
  FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
  FUNCTIONS_EMULATOR_ORIGIN: `http://${host}:${ports.functions}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
  MAILDEV_URL: stackUrls.mailInbox,
  STRIPE_STAND_IN_URL: stackUrls.stripe,
}

export interface StackOptions {
  /**
   * hosting: the production build through the Hosting emulator, which sends the public pages to the server-rendering
   * function as Firebase Hosting does (what the tests and the benchmark use); dev: that, plus Vite's hot-reloading
   * dev server (client-rendered); none: no web app.
   */
  web: 'dev' | 'hosting' | 'none'
  // Emulator data kept across restarts (dev); tests start from an empty database.
  dataDir?: string
  // 'inherit' prints prefixed output; a directory receives one log file per process.
  output: 'inherit' | string
  watchFunctions: boolean
  seed: boolean
  /**
   * Fire the scheduled functions (scripts/local-schedules.ts): `true` on their schedules and when asked (POST
   * /run on the schedules port); `'onRequest'` only when asked, as tests do, which move the clock themselves.
   */
  schedules?: boolean | 'onRequest'
  /**
   * Run the Firestore emulator's Java with only the quick compiler and the serial collector: over a test run it used
   * half the processor time (docs/decisions/0097-tests-run-the-firestore-emulator-on-the-quick-compiler.md). Off for
   * `npm start` and the benchmark, whose long-lived emulator gains from the optimising compiler.
   */
  quickJava?: boolean
  /**
   * Run every function in one worker process, one request at a time (the Functions emulator's inspector mode),
   * instead of a process per function and another per overlapping call: over the emulator tests the function
   * workers used 53 processor-seconds instead of 296 (docs/decisions/0118-tests-run-every-function-in-one-worker.md).
   * On for `npm test`; off for `npm start` and the benchmark, which serve functions as production does.
   */
  functionsInOneWorker?: boolean
}

export interface RunningStack {
  /** web: the Hosting emulator's address, or null without a web app. */
  urls: typeof stackUrls & { web: string | null }
  accounts: Array<{ role: string; email: string; password: string }>
  /** How long each part of the start took, in seconds, in order: a slow start shows which part to look at. */
  phases: Array<{ name: string; seconds: number }>
  stop(): Promise<void>
}

// JAVA_TOOL_OPTIONS reaches every JVM firebase-tools starts, through the compatibility shim too.
const quickJavaOptions = [process.env.JAVA_TOOL_OPTIONS, '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']
  .filter(Boolean)
  .join(' ')

/** Node's on-disk cache of compiled code (Node 22's NODE_COMPILE_CACHE), kept with the other local files. */
export const nodeCompileCache = path.join(root, '.local', 'node-compile-cache')

/**
 * What the Functions emulator and its workers need to start under load. The emulator starts a Node process per
 * function, and another whenever a call comes while that function's workers are busy. A burst (twenty orders at
 * once, a run of webhooks) starts many at once on two cores. Each loads the bundle and its dependencies (about a
 * second of processor time). A worker not answering within the emulator's 30 s was dropped with "Failed to load
 * function", and the call it was started for got no answer at all. Workers now get 120 s, and they read Node's
 * compile cache (decision 0114), which they never write themselves: `primeWorkerCompileCache` and the emulator's
 * function discovery fill it.
 */
function functionsWorkerEnv(): NodeJS.ProcessEnv {
  return {
    FUNCTIONS_DISCOVERY_TIMEOUT: '120',
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? nodeCompileCache,
  }
}

/** The firebase CLI opens a new connection for each request to the one worker (scripts/functions-emulator). */
function oneWorkerEnv(): NodeJS.ProcessEnv {
  const preload = path.join(root, 'scripts', 'functions-emulator', 'fresh-worker-connections.ts')
  return {
    NODE_OPTIONS: [process.env['NODE_OPTIONS'], `--import=${pathToFileURL(preload).href}`]
      .filter(Boolean)
      .join(' '),
  }
}

function outputFor(options: StackOptions, name: string): 'inherit' | string {
  return options.output === 'inherit' ? 'inherit' : path.join(options.output, `${name}.log`)
}

async function assertPortsFree({ web, schedules, functionsInOneWorker }: StackOptions) {
  const wanted: Array<[string, number]> = [
    ['Firestore emulator', ports.firestore],
    ['Auth emulator', ports.auth],
    ['Functions emulator', ports.functions],
    ['Storage emulator', ports.storage],
    ['Emulator hub', ports.hub],
    ['Emulator logging', ports.logging],
    ['Mail SMTP', ports.smtp],
    ['Mail inbox', ports.mailWeb],
    ['Stripe stand-in', ports.stripe],
  ]
  if (web !== 'none') wanted.push(['Hosting emulator', ports.hosting])
  if (schedules) wanted.push(['Local schedules', ports.schedules])
  if (functionsInOneWorker) wanted.push(['Function worker inspector', ports.functionsInspector])
  if (web === 'dev') wanted.push(['Web app (dev server)', ports.web])
  const busy: string[] = []
  for (const [name, port] of wanted) if (await portInUse(port)) busy.push(`${name} (port ${port})`)
  if (busy.length > 0) {
    throw new Error(`Ports already in use: ${busy.join(', ')}. Is another copy of the stack running?`)
  }
}

/**
 * Loads the Functions emulator's worker runtime once in a process that exits, which writes its compiled code to the
 * compile cache. Node writes the cache only when a process exits, and the emulator kills its workers, so on a clean
 * clone every worker compiled the runtime's files again (0.62 s of processor time with the cache, 1.0 s without;
 * about 90 workers a run). Our bundle's files are cached already by the emulator's function discovery, which exits.
 */
function primeWorkerCompileCache(options: StackOptions) {
  return runToCompletion(
    'worker-compile-cache',
    process.execPath,
    ['-e', "require('firebase-tools/lib/emulator/functionsEmulatorRuntime')"],
    options,
    { NODE_COMPILE_CACHE: functionsWorkerEnv().NODE_COMPILE_CACHE },
  )
}

async function runToCompletion(
  name: string,
  command: string,
  args: string[],
  options: StackOptions,
  env = {},
) {
  const process_ = startProcess({ name, command, args, cwd: root, env, output: outputFor(options, name) })
  const code = await process_.exited
  if (code !== 0) throw new Error(`${name} failed (exit code ${code}); see its output above or its log.`)
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const started: ManagedProcess[] = []
  const phases: RunningStack['phases'] = []
  let phaseStarted = Date.now()
  const phaseDone = (name: string) => {
    phases.push({ name, seconds: secondsSince(phaseStarted) })
    phaseStarted = Date.now()
  }
  const stop = async () => {
    // Stop in reverse order; firebase gets SIGINT and time to export data.
    for (const managed of [...started].reverse()) {
      const isFirebase = managed.name === 'emulators'
      await managed.stop(isFirebase ? 'SIGINT' : 'SIGTERM', isFirebase ? 30_000 : 5_000)
    }
  }
  try {
    await assertPortsFree(options)
    const java = resolveJavaSetup(root)
    console.log(`Java: ${java.description}`)
    const storageRules = resolveStorageRulesRuntime(root, java.env)
    console.log(`Storage rules: ${storageRules.description}`)

    await Promise.all([
      runToCompletion('functions-build', process.execPath, ['functions/build.ts'], options),
      primeWorkerCompileCache(options),
    ])
    if (options.watchFunctions) {
      started.push(
        startProcess({
          name: 'functions-watch',
          command: process.execPath,
          args: ['functions/build.ts', '--watch'],
          cwd: root,
          output: outputFor(options, 'functions-watch'),
        }),
      )
    }

    // The web build (and the server-rendering bundle the function loads) before the Hosting emulator serves it.
    if (options.web !== 'none')
      await runToCompletion('web-build', process.execPath, ['scripts/build-web.ts'], options)
    phaseDone('builds')
    const only = ['firestore', 'auth', 'functions', 'storage', ...(options.web === 'none' ? [] : ['hosting'])]
    const firebaseArgs = ['emulators:start', '--only', only.join(','), '--project', demoProjectId]
    if (options.web !== 'none') firebaseArgs.push('--config', writeLocalFirebaseConfig())
    if (options.functionsInOneWorker)
      firebaseArgs.push('--inspect-functions', String(ports.functionsInspector))
    if (options.dataDir) {
      if (existsSync(path.join(options.dataDir, 'firebase-export-metadata.json'))) {
        firebaseArgs.push('--import', options.dataDir)
      }
      firebaseArgs.push('--export-on-exit', options.dataDir)
    }
    const emulators = startProcess({
      name: 'emulators',
      command: bin('firebase'),
      args: firebaseArgs,
      cwd: root,
      env: {
        ...java.env,
        ...storageRules.env,
        ...stripeEnvForFunctions(),
        ...functionsWorkerEnv(),
        ...(options.quickJava ? { JAVA_TOOL_OPTIONS: quickJavaOptions } : {}),
        ...(options.functionsInOneWorker ? oneWorkerEnv() : {}),
      },
      output: outputFor(options, 'emulators'),
    })
    started.push(emulators)

    const mail = startProcess({
      name: 'mail',
      command: bin('maildev'),
      args: ['--smtp', String(ports.smtp), '--web', String(ports.mailWeb), '--ip', host, '--silent'],
      cwd: root,
      output: outputFor(options, 'mail'),
    })
    started.push(mail)

    const stripe = startProcess({
      name: 'stripe',
      command: process.execPath,
      args: ['scripts/stripe-stand-in/server.ts'],
      cwd: root,
      env: { STRIPE_STAND_IN_PORT: String(ports.stripe) },
      output: outputFor(options, 'stripe'),
    })
    started.push(stripe)

    await Promise.all([
      waitFor('Emulator suite', () => emulatorsReady(options.web !== 'none'), {
        timeoutMs: 120_000,
        failIfExited: emulators,
      }),
      waitFor('Mail inbox', () => httpOk(`${stackUrls.mailInbox}/email`), { failIfExited: mail }),
      waitFor('Stripe stand-in', () => httpOk(`${stackUrls.stripe}/health`), { failIfExited: stripe }),
    ])
    phaseDone('emulators and stand-ins up')

    let accounts: RunningStack['accounts'] = []
    if (options.seed) {
      Object.assign(process.env, emulatorEnv)
      const { seedDemoData } = await import('../seed.ts')
      accounts = (await seedDemoData({ quiet: true })).accounts
      phaseDone('demo data')
    }

    if (options.schedules) {
      const schedules = startProcess({
        name: 'schedules',
        command: process.execPath,
        args: ['scripts/local-schedules.ts'],
        cwd: root,
        env: {
          ...emulatorEnv,
          ...stripeEnvForFunctions(),
          LOCAL_SCHEDULES_PORT: String(ports.schedules),
          ...(options.schedules === 'onRequest' ? { LOCAL_SCHEDULES_ON_REQUEST_ONLY: 'true' } : {}),
        },
        output: outputFor(options, 'schedules'),
      })
      started.push(schedules)
      await waitFor('Local schedules', () => httpOk(`${stackUrls.schedules}/health`), {
        failIfExited: schedules,
      })
    }

    if (options.web === 'dev') {
      const vite = startProcess({
        name: 'web',
        command: bin('vite'),
        args: [],
        cwd: root,
        output: outputFor(options, 'web'),
      })
      started.push(vite)
      await waitFor('Web app (dev server)', () => httpOk(stackUrls.webDev), { failIfExited: vite })
    }
    const web = options.web === 'none' ? null : stackUrls.hosting
    return { urls: { ...stackUrls, web }, accounts, phases, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function functionsLoaded(): Promise<boolean> {
  const response = await fetch(`${stackUrls.functions}/placeOrderCallable`, {
    signal: AbortSignal.timeout(2_000),
  })
  return response.status !== 404
}

async function emulatorsReady(hosting: boolean): Promise<boolean> {
  const response = await fetch(`http://${host}:${ports.hub}/emulators`, {
    signal: AbortSignal.timeout(2_000),
  })
  if (!response.ok) return false
  const running = (await response.json()) as Record<string, unknown>
  const names = ['firestore', 'auth', 'functions', 'storage', ...(hosting ? ['hosting'] : [])]
  if (!names.every((name) => name in running)) return false
  // The hub lists an emulator once it started; also make sure each answers HTTP before anyone connects.
  const answers = async (url: string) =>
    (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status < 500
  const checks = await Promise.all([
    httpOk(`http://${host}:${ports.firestore}/`),
    answers(`http://${host}:${ports.auth}/`),
    answers(`http://${host}:${ports.functions}/`),
    // The Functions emulator answers before it has loaded the functions (it then says 404 "does not exist"): wait
    // until a callable is there, so nobody calls a function that is still loading.
    functionsLoaded(),
    // The Storage emulator answers 501 at '/': list the default bucket instead.
    httpOk(`${stackUrls.storage}/v0/b/${demoProjectId}.appspot.com/o`),
  ])
  return checks.every(Boolean)
}

// The functions emulator reads these to reach the local Stripe stand-in instead of api.stripe.com.
export function stripeEnvForFunctions(): NodeJS.ProcessEnv {
  return {
    STRIPE_API_HOST: host,
    STRIPE_API_PORT: String(ports.stripe),
    STRIPE_API_PROTOCOL: 'http',
  }
}

/** Where the local stack's copy of firebase.json goes: beside it, so its relative paths still hold. */
export const localFirebaseConfig = path.join(root, 'firebase.local.json')

/**
 * firebase.json as the local stack uses it: the same rewrites, with the security headers of the local servers
 * (the production policy plus the emulators' origins, scripts/lib/security-headers.ts).
 */
function writeLocalFirebaseConfig(): string {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> }
  }
  const local = Object.entries(localHeaders('hosting')).map(([key, value]) => ({ key, value }))
  config.hosting.headers = config.hosting.headers.map((entry) =>
    entry.source === '**' ? { ...entry, headers: local } : entry,
  )
  writeFileSync(localFirebaseConfig, `${JSON.stringify(config, null, 2)}\n`)
  return localFirebaseConfig
}
