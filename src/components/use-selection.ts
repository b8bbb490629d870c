import { useState } from 'react'
import type { FormResult } from './form-result.ts'

/**
 * The records ticked for a bulk change since the last one that worked: a success empties the selection (its
 * records have left the list or changed), a failure keeps it for another try. Only records of the list shown count.
 */
export function useSelection(shownIds: readonly string[], lastAnswer: FormResult['result']) {
  const [picked, setPicked] = useState<{ ids: ReadonlySet<string>; after: FormResult['result'] }>({
    ids: new Set(),
    after: undefined,
  })
  const cleared = picked.after !== lastAnswer && lastAnswer?.ok === true
  const ids = cleared ? new Set<string>() : picked.ids
  const selectedIds = shownIds.filter((id) => ids.has(id))
  const set = (next: Set<string>) => setPicked({ ids: next, after: lastAnswer })
  return {
    selectedIds,
    has: (id: string) => ids.has(id),
    toggle(id: string, on: boolean) {
      const next = new Set(ids)
      if (on) next.add(id)
      else next.delete(id)
      set(next)
    },
    setAll(on: boolean) {
      set(on ? new Set([...ids, ...shownIds]) : new Set([...ids].filter((id) => !shownIds.includes(id))))
    },
  }
}
