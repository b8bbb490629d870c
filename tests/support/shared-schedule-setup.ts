// Global setup of the Vitest `emulator` project: installs the shared test schedule once, before any file runs, so
// no file replaces the schedule another file books against, and puts the stored one (the demo seed's) back after
// the last file, for the browser specs that run next against the same stack.
import { installSchedule, sharedTestSchedule } from './test-schedule.ts'

export default async function setup(): Promise<() => Promise<void>> {
  return installSchedule(sharedTestSchedule())
}
