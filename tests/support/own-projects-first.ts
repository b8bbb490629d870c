import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that spend most of their time waiting for the stack (a trigger's first worker, mail going through), not
 * using a core. Started early, their waiting overlaps the other files' work; started in Vitest's order on a clean
 * clone (largest file first, with no durations cached), the account triggers' file started 79 s into the step and
 * ran on alone for the last 8 s of its 76.
 */
const waitingFiles = [
  'functions/src/accounts/accounts.emu.test.ts',
  'tests/integration/order-schedules.emu.test.ts',
  'tests/integration/account-deletion.emu.test.ts',
]

/**
 * Vitest's order, except that the emulator tests on projects of their own start first, then the files that mostly
 * wait. Vitest hands out one project's files after another's, by name, so the rules table (the longest emulator
 * file, which meets no other file's data) started only once every other file had, and ran on alone at the end.
 */
export default class OwnProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      if (spec.project.name === 'emulator-own-projects') return 0
      return waitingFiles.some((file) => spec.moduleId.endsWith(file)) ? 1 : 2
    }
    // Array.prototype.sort is stable: within each group, Vitest's own order stays.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
