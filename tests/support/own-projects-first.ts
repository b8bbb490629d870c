import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's order, except that the emulator tests on projects of their own start first. Vitest hands out one project's
 * files after another's, by name, so the rules table (the longest emulator file, which meets no other file's data)
 * started only once every other file had, and ran on alone at the end.
 */
export default class OwnProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const first = (spec: TestSpecification) => (spec.project.name === 'emulator-own-projects' ? 0 : 1)
    // Array.prototype.sort is stable: within each half, Vitest's own order stays.
    return sorted.sort((a, b) => first(a) - first(b))
  }
}
