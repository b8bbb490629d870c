import { afterEach, describe, expect, it, vi } from 'vitest'
import { listOrProblem, pageOf } from './list-or-problem.ts'

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

const bad = { collection: 'userProfiles', id: 'b', fields: ['firstNameLower'] }
const listOf = (ids: string[], unreadable: (typeof bad)[]) =>
  Object.assign(
    ids.filter((id) => !unreadable.some((record) => record.id === id)).map((id) => ({ id })),
    { unreadable, matchedIds: ids },
  )

describe('listOrProblem with unreadable records', () => {
  it('passes on the records the data layer left out', async () => {
    expect(await listOrProblem(async () => listOf(['a', 'b'], [bad]), context)).toEqual({
      items: [{ id: 'a' }],
      unreadable: [bad],
    })
  })
})

describe('pageOf', () => {
  it('counts an unreadable record toward the page and uses it as the cursor when it ends the page', () => {
    const page = pageOf(listOf(['a', 'b', 'c'], [bad]), 2)
    expect(page).toEqual({ items: [{ id: 'a' }], unreadable: [bad], nextAfter: 'b' })
  })

  it('leaves an unreadable look-ahead record for the next page', () => {
    const page = pageOf(listOf(['x', 'y', 'b'], [bad]), 2)
    expect(page).toEqual({ items: [{ id: 'x' }, { id: 'y' }], unreadable: [], nextAfter: 'y' })
  })

  it('works on plain arrays and knows the last page', () => {
    expect(pageOf([{ id: 'a' }], 2)).toEqual({ items: [{ id: 'a' }], unreadable: [], nextAfter: null })
  })
})
