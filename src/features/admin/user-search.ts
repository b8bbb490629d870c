import type { QuerySpec, RecordList, UnreadableRecord } from '../../lib/data/collection.ts'
import { pageOf } from '../../lib/data/list-or-problem.ts'
import {
  profileSearchFields,
  profileSearchKey,
  type ProfileSearchField,
  type UserProfile,
} from '../../shared/schemas/user-profile.ts'

export const userPageSize = 20

export interface UserSearch {
  /** What the admin typed (kept as typed for the search box). */
  q: string
  by: ProfileSearchField
  /** Cursor: id of the last profile on the previous page. */
  after?: string
}

export const searchByOptions: { value: ProfileSearchField; label: string }[] = [
  { value: 'email', label: 'E-mail' },
  { value: 'firstName', label: 'First name' },
  { value: 'lastName', label: 'Last name' },
]

function isSearchField(value: string | null): value is ProfileSearchField {
  return value !== null && Object.hasOwn(profileSearchFields, value)
}

export function readUserSearch(url: URL): UserSearch {
  const by = url.searchParams.get('by')
  const after = url.searchParams.get('after') ?? undefined
  return {
    q: url.searchParams.get('q') ?? '',
    by: isSearchField(by) ? by : 'email',
    after: after || undefined,
  }
}

// The highest code point Firestore orders strings by; `prefix` <= key < `prefix + this` is "starts with prefix".
const prefixEnd = '\uf8ff'

/**
 * The Firestore query of one page (plus one record to know whether there is a next page). Without a search:
 * newest members first. With one: a range on the stored lower-case key, which is a prefix match ("cas" finds
 * "Casey"); one field per search, because Firestore allows range filters joined by OR only at a cost in indexes.
 */
export function userPageQuery(search: UserSearch): QuerySpec<UserProfile> {
  const prefix = profileSearchKey(search.q)
  if (prefix === '') {
    return { orderBy: [['createdStamp', 'desc']], limit: userPageSize + 1, startAfterId: search.after }
  }
  const key = profileSearchFields[search.by]
  return {
    filters: [
      [key, '>=', prefix],
      [key, '<', prefix + prefixEnd],
    ],
    orderBy: [[key, 'asc']],
    limit: userPageSize + 1,
    startAfterId: search.after,
  }
}

/**
 * Splits the fetched records into the page shown, the profiles on it that could not be read, and the cursor of the
 * next page (null on the last page).
 */
export function toUserPage<T extends { id: string }>(
  records: T[] | RecordList<T>,
): { users: T[]; unreadable: readonly UnreadableRecord[]; nextAfter: string | null } {
  const { items, unreadable, nextAfter } = pageOf(records, userPageSize)
  return { users: items, unreadable, nextAfter }
}
