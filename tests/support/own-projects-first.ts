import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that spend most of their time waiting for the stack (a trigger's first worker, mail going through, the
 * payment stand-in's webhooks), not using a core, and take long. Started early, their waiting overlaps the other
 * files' work; started in Vitest's order on a clean clone (largest file first, with no durations cached), the
 * account triggers' file started 79 s into the step and ran on alone for the last 8 s of its 76, and the meal plan
 * cycles (24 s) and refunds (35 s) started 123 and 89 s into a step of 147 s, whose last 13 s ran one file alone.
 */
const waitingFiles = [
  'functions/src/accounts/accounts.emu.test.ts',
  'tests/integration/account-deletion.emu.test.ts',
  'tests/integration/refunds.emu.test.ts',
  'functions/src/meal-plans/meal-plan-cycles.emu.test.ts',
  'tests/integration/order-schedules.emu.test.ts',
  'functions/src/orders/balances.emu.test.ts',
  'tests/integration/refund-split.emu.test.ts',
]

/**
 * Vitest's order, except that the emulator tests on projects of their own start first, then the files that mostly
 * wait, in the list's order. Vitest hands out one project's files after another's, by name, so the rules table (the longest emulator
 * file, which meets no other file's data) started only once every other file had, and ran on alone at the end.
 */
export default class OwnProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      if (spec.project.name === 'emulator-own-projects') return 0
      const waiting = waitingFiles.findIndex((file) => spec.moduleId.endsWith(file))
      return waiting === -1 ? waitingFiles.length + 1 : 1 + waiting
    }
    // Array.prototype.sort is stable: within each group, Vitest's own order stays.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
