// `npm test`: static checks, unit tests, then the emulator-backed and browser tests against a fresh local stack.
// Prints a table of each step's seconds and one closing line "Tests: N passed, N failed" summed over every runner.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { emulatorEnv, nodeCompileCache, root, startStack, type RunningStack } from './lib/stack.ts'
import { settingsProjects } from '../playwright.config.ts'
import { authStatePath } from '../tests/e2e/auth-state.ts'
import { demoAccounts } from './seed-data.ts'
import { secondsSince, timingTable, type StepTiming } from './lib/step-timings.ts'

const reportDir = path.join(root, '.local', 'test-reports')
const logDir = path.join(root, '.local', 'test-logs')
rmSync(reportDir, { recursive: true, force: true })
rmSync(logDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

const suiteStarted = Date.now()
// Every Node process of the run (test workers, the emulators' function workers, the builds) keeps the code it
// compiles in one cache, and each later process that loads the same modules reads it instead (decision 0114).
process.env['NODE_COMPILE_CACHE'] ??= nodeCompileCache
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const typeChecker = path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc')
// `npm test -- unit e2e` runs just those steps; any other argument is a file filter handed to the test runners
// (`npm test -- emulator tests/rules` runs the rules tests against a fresh stack).
const stepNames = new Set(['static', 'unit', 'emulator', 'e2e'])
const cliArgs = process.argv.slice(2)
const only = new Set(cliArgs.filter((arg) => stepNames.has(arg)))
const filters = cliArgs.filter((arg) => !stepNames.has(arg))
const wants = (step: string) => only.size === 0 || only.has(step)
// A file filter meant for one runner finds nothing in the others; without one, every runner must find its files.
const passWhenFilteredOut = filters.length > 0 ? ['--passWithNoTests'] : []

interface Counts {
  passed: number
  failed: number
}
const totals: Counts = { passed: 0, failed: 0 }
const failedSteps: string[] = []
const timings: StepTiming[] = []

/**
 * Runs one step. A step run beside another (`buffered`) keeps its output until it ends and then prints it in one
 * block, so two steps' lines never interleave.
 */
function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  { buffered = false } = {},
): Promise<number> {
  console.log(`\n▶ ${name}: ${path.basename(command)} ${args.join(' ')}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('exit', (code) => {
      const seconds = secondsSince(started)
      if (buffered && output.length > 0)
        process.stdout.write(`\n── ${name}\n${Buffer.concat(output).toString()}`)
      console.log(`◀ ${name}: exit ${code} in ${seconds.toFixed(1)} s`)
      if (code !== 0) failedSteps.push(name)
      timings.push({ name, seconds, exitCode: code ?? 1 })
      resolve(code ?? 1)
    })
  })
}

function addVitestCounts(file: string) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
    }
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
  } catch {
    totals.failed += 1 // A runner that wrote no report failed before it could count.
  }
}

function addPlaywrightCounts(file: string) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    }
    totals.passed += report.stats.expected + report.stats.flaky
    // No test is skipped on purpose: one that did not run (its setup failed) counts as failed.
    totals.failed += report.stats.unexpected + report.stats.skipped
  } catch {
    totals.failed += 1
  }
}

const vitestJson = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, `${name}.json`)}`,
]

// The stack starts first and comes up while the static checks and unit tests run: much of its start is waiting
// for the emulators, and the checks each use one core.
const needsStack = wants('emulator') || wants('e2e')
const stackStarting = needsStack ? startTestStack() : undefined

async function startTestStack(): Promise<RunningStack | undefined> {
  console.log('\n▶ starting the local stack for emulator and browser tests (logs: .local/test-logs)')
  const started = Date.now()
  try {
    const stack = await startStack({
      web: 'hosting',
      output: logDir,
      watchFunctions: false,
      seed: true,
      // Nothing fires on a clock; a test fires a scheduled function as of the time it chooses (POST /run).
      schedules: 'onRequest',
      quickJava: true,
      functionsInOneWorker: true,
    })
    timings.push({ name: 'stack start (beside the checks)', seconds: secondsSince(started), exitCode: 0 })
    for (const phase of stack.phases) timings.push({ ...phase, name: `  ${phase.name}`, exitCode: 0 })
    console.log(`◀ stack ready in ${secondsSince(started).toFixed(1)} s`)
    return stack
  } catch (error) {
    timings.push({ name: 'stack start (beside the checks)', seconds: secondsSince(started), exitCode: 1 })
    console.error(`The local stack failed to start: ${(error as Error).message}\nLogs: ${logDir}`)
    failedSteps.push('local stack')
    totals.failed += 1
    return undefined
  }
}

if (wants('static')) {
  await Promise.all([
    // TypeScript 7's native compiler checks the types; the `typescript` package (5.x) stays for typescript-eslint
    // and editors, which need its JavaScript interface (decision 0099).
    run('typecheck', typeChecker, ['-b'], {}, { buffered: true }),
    run('lint', bin('eslint'), ['.', '--max-warnings=0'], {}, { buffered: true }),
  ])
}
async function runUnitTests() {
  const projects = [
    '--project',
    'unit',
    '--project',
    'unit-isolated',
    '--project',
    'unit-dom',
    '--project',
    'unit-dom-isolated',
  ]
  await run('unit', bin('vitest'), ['run', ...projects, ...vitestJson('unit'), ...filters])
  addVitestCounts(path.join(reportDir, 'unit.json'))
}

/**
 * The emulator tests that need the stack to themselves (vite.config.ts, `emulatorTestsRunAlone`) run as soon as it
 * is up, beside the unit tests, which never touch it: alone after the other emulator files, the callable sweep kept
 * one core busy for 26 s while the other waited.
 */
async function runQuietStackTests() {
  const stack = await stackStarting
  if (!stack) return
  await run(
    'emulator, quiet stack (beside unit)',
    bin('vitest'),
    [
      'run',
      '--project',
      'emulator-alone',
      ...passWhenFilteredOut,
      ...vitestJson('emulator-quiet-stack'),
      ...filters,
    ],
    emulatorEnv,
    { buffered: true },
  )
  addVitestCounts(path.join(reportDir, 'emulator-quiet-stack.json'))
}

await Promise.all([
  wants('unit') ? runUnitTests() : undefined,
  stackStarting && wants('emulator') ? runQuietStackTests() : undefined,
])

if (stackStarting) {
  const waiting = Date.now()
  const stack = await stackStarting
  timings.push({ name: 'waiting for the stack', seconds: secondsSince(waiting), exitCode: stack ? 0 : 1 })
  try {
    if (stack && wants('emulator')) {
      await run(
        'emulator',
        bin('vitest'),
        [
          'run',
          '--project',
          'emulator',
          '--project',
          'emulator-own-projects',
          ...passWhenFilteredOut,
          ...vitestJson('emulator'),
          ...filters,
        ],
        emulatorEnv,
      )
      addVitestCounts(path.join(reportDir, 'emulator.json'))
    }
    if (stack && wants('e2e')) {
      // Two runs, so a failure in the first never keeps the second from running (playwright.config.ts): the specs
      // that run side by side, then those that change what every page reads, in their two lanes.
      const browserRuns = [
        { name: 'browser', projects: ['desktop', 'phone'], report: 'e2e.json', output: 'side-by-side' },
        {
          name: 'browser, settings lanes',
          projects: settingsProjects,
          report: 'e2e-settings.json',
          output: 'settings',
        },
      ]
      for (const [index, browserRun] of browserRuns.entries()) {
        const projects = browserRun.projects.map((project) => `--project=${project}`)
        // The second run signs in from the sessions the first run's setup saved, while every one is still there
        // (a test that signs a demo account out removes its file) instead of typing into the form again.
        if (index > 0 && signedInThisRun()) projects.push('--no-deps')
        await run(
          browserRun.name,
          bin('playwright'),
          // Each run keeps its own failures' traces: Playwright empties its output folder as it starts.
          [
            'test',
            ...projects,
            `--output=${path.join(root, '.local', 'test-results', browserRun.output)}`,
            '--pass-with-no-tests',
            ...filters,
          ],
          {
            ...emulatorEnv,
            BASE_URL: stack.urls.web ?? '',
            PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, browserRun.report),
          },
        )
        addPlaywrightCounts(path.join(reportDir, browserRun.report))
      }
    }
  } catch (error) {
    console.error(`The local stack failed: ${(error as Error).message}\nLogs: ${logDir}`)
    if (!failedSteps.includes('local stack')) failedSteps.push('local stack')
    totals.failed += 1
  } finally {
    if (stack) {
      const stopping = Date.now()
      await stack.stop()
      timings.push({ name: 'stack stop', seconds: secondsSince(stopping), exitCode: 0 })
    }
  }
}

/** Whether this run's setup project saved a session for every demo account, and none has been removed since. */
function signedInThisRun(): boolean {
  return demoAccounts.every((account) => {
    const file = path.join(root, authStatePath(account.email))
    return existsSync(file) && statSync(file).mtimeMs >= suiteStarted
  })
}

const totalSeconds = secondsSince(suiteStarted)
console.log(`\n${timingTable(timings, totalSeconds)}`)
// Only a whole run's figure is kept: `npm run bench` reports it as the suite's time.
if (only.size === 0 && filters.length === 0) {
  writeFileSync(
    path.join(reportDir, 'timing.json'),
    JSON.stringify({ seconds: totalSeconds, finishedAt: new Date().toISOString(), steps: timings }, null, 2),
  )
}
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`)
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0)
