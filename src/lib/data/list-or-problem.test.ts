import { afterEach, describe, expect, it, vi } from 'vitest'
import { listOrProblem } from './list-or-problem.ts'

const context = { page: 'menu management', collection: 'menus', problem: 'The menus could not be loaded.' }

describe('listOrProblem', () => {
  afterEach(() => vi.restoreAllMocks())

  it('returns the loaded items', async () => {
    expect(await listOrProblem(async () => ['a', 'b'], context)).toEqual({ items: ['a', 'b'] })
  })

  it('turns a failure into the problem message and logs the code without the error text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = Object.assign(new Error('alice@example.com may not read'), { code: 'permission-denied' })
    expect(await listOrProblem(() => Promise.reject(failure), context)).toEqual({
      items: [],
      problem: 'The menus could not be loaded.',
    })
    expect(log).toHaveBeenCalledWith('menu management: could not load menus', {
      collection: 'menus',
      code: 'permission-denied',
    })
  })
})
