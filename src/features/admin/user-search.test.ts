import { describe, expect, it } from 'vitest'
import { readUserSearch, toUserPage, userPageQuery, userPageSize } from './user-search.ts'

describe('user search', () => {
  it('without a search: newest members first, one extra record to know about a next page', () => {
    expect(userPageQuery(readUserSearch(new URL('http://x/user-management?after=abc')))).toEqual({
      orderBy: [['createdStamp', 'desc']],
      limit: userPageSize + 1,
      startAfterId: 'abc',
    })
  })

  it('a search is a prefix range on the lower-case key of the chosen field', () => {
    const search = readUserSearch(new URL('http://x/user-management?q=%20Cas&by=firstName'))
    expect(userPageQuery(search)).toEqual({
      filters: [
        ['firstNameLower', '>=', 'cas'],
        ['firstNameLower', '<', 'cas\uf8ff'],
      ],
      orderBy: [['firstNameLower', 'asc']],
      limit: userPageSize + 1,
      startAfterId: undefined,
    })
  })

  it('an unknown field falls back to e-mail', () => {
    expect(readUserSearch(new URL('http://x/?q=a&by=isAdmin')).by).toBe('email')
  })

  it('a page keeps pageSize records and points at the next one only when there is more', () => {
    const records = Array.from({ length: userPageSize + 1 }, (_, index) => ({ id: `u${index}` }))
    expect(toUserPage(records).users).toHaveLength(userPageSize)
    expect(toUserPage(records).nextAfter).toBe(`u${userPageSize - 1}`)
    expect(toUserPage(records.slice(0, 3)).nextAfter).toBeNull()
  })
})
