// How long each step of `npm test` took, printed as a table at the end and kept in
// .local/test-reports/timing.json, so a slow run shows which step to look at.

export interface StepTiming {
  name: string
  seconds: number
  exitCode: number
}

/** Seconds since `startedMs`, to a tenth. */
export function secondsSince(startedMs: number, nowMs = Date.now()): number {
  return Math.round((nowMs - startedMs) / 100) / 10
}

/** One row per step (its seconds and exit code), then the whole run's seconds. */
export function timingTable(steps: StepTiming[], totalSeconds: number): string {
  const rows = [
    ['step', 'seconds', 'exit'],
    ...steps.map((step) => [step.name, step.seconds.toFixed(1), String(step.exitCode)]),
    ['total', totalSeconds.toFixed(1), ''],
  ]
  const nameWidth = Math.max(...rows.map(([name = '']) => name.length))
  const secondsWidth = Math.max(...rows.map(([, seconds = '']) => seconds.length))
  return rows
    .map(([name = '', seconds = '', exit = '']) =>
      `${name.padEnd(nameWidth)}  ${seconds.padStart(secondsWidth)}  ${exit.padStart(4)}`.trimEnd(),
    )
    .join('\n')
}
