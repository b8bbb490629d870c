import { emulatorPorts } from '../../src/lib/emulator-ports.ts'
import { expect } from './fixtures.ts'

/**
 * Fires the hourly balance run as of 10:00 New York time on `date`, as the scheduler would on that day: the local
 * schedules runner's POST /run moves the run's clock, so no test waits for a due date.
 */
export async function runBalancesOn(date: string) {
  const at = `${date}T15:00:00Z`
  const response = await fetch(
    `http://127.0.0.1:${emulatorPorts.schedules}/run?name=chargeBalances&at=${encodeURIComponent(at)}`,
    { method: 'POST' },
  )
  expect(response.status, await response.text()).toBe(200)
}
