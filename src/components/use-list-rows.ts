import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'

export type MoveDirection = 'up' | 'down'

type FocusTarget = { rowId: string; control: MoveDirection | 'row' } | { rowId: null; control: 'add' } | null

export interface ListRowsOptions<Row> {
  initial: Row[] | (() => Row[])
  idOf: (row: Row) => string
  /** A new row (Add). */
  create: () => Row
  /** How many rows Add allows. */
  max: number
  /** Names a row in announcements ("Block moved …") and, lower-cased, in button names ("Move up: block 2"). */
  noun: string
  /** Prefix of the move buttons' element ids: `${buttonIdPrefix}-${rowId}-up`. */
  buttonIdPrefix: string
  /** Element id of the Add button: focus goes there when the last row is removed. */
  addButtonId: string
  /** The element a new row, or the row that takes a removed one's place, focuses. */
  rowFocusTarget: (rowId: string) => HTMLElement | null | undefined
  /** Words after "Question 2 removed" in the announcement, e.g. " (Allergies?)". */
  removedDetail?: (row: Row) => string
}

export interface ListRows<Row> {
  rows: Row[]
  setRows: Dispatch<SetStateAction<Row[]>>
  idOf: (row: Row) => string
  noun: string
  addButtonId: string
  /** Text for a polite live region: what the last move, removal or addition did. */
  announcement: string
  canAdd: boolean
  add: () => void
  move: (index: number, by: -1 | 1) => void
  remove: (index: number) => void
  moveButtonId: (rowId: string, direction: MoveDirection) => string
}

/**
 * The order of an editable list whose inputs live in the DOM (named and keyed by row id, so nothing typed is lost).
 * Keyboard focus follows the row that moved, or goes to the row that took a removed one's place.
 */
export function useListRows<Row>(options: ListRowsOptions<Row>): ListRows<Row> {
  const { idOf, noun, buttonIdPrefix, addButtonId, rowFocusTarget } = options
  const [rows, setRows] = useState<Row[]>(options.initial)
  // Where keyboard focus goes after the next render.
  const pendingFocus = useRef<FocusTarget>(null)
  const [announcement, setAnnouncement] = useState('')
  const moveButtonId = (rowId: string, direction: MoveDirection) => `${buttonIdPrefix}-${rowId}-${direction}`

  useEffect(() => {
    const focus = pendingFocus.current
    if (!focus) return
    pendingFocus.current = null
    if (focus.rowId === null) {
      document.getElementById(addButtonId)?.focus()
    } else if (focus.control === 'row') {
      rowFocusTarget(focus.rowId)?.focus()
    } else {
      // At the top or bottom the button just used is disabled: its opposite keeps focus on the row.
      const button = (direction: MoveDirection) =>
        document.getElementById(moveButtonId(focus.rowId, direction)) as HTMLButtonElement | null
      const wanted = button(focus.control)
      ;(wanted && !wanted.disabled ? wanted : button(focus.control === 'up' ? 'down' : 'up'))?.focus()
    }
  })

  function move(index: number, by: -1 | 1) {
    const target = index + by
    if (target < 0 || target >= rows.length) return
    const next = [...rows]
    const [moved] = next.splice(index, 1)
    next.splice(target, 0, moved!)
    setRows(next)
    pendingFocus.current = { rowId: idOf(moved!), control: by === -1 ? 'up' : 'down' }
    setAnnouncement(`${noun} moved to position ${target + 1} of ${next.length}.`)
  }

  function remove(index: number) {
    const removed = rows[index]!
    const next = rows.filter((_, position) => position !== index)
    setRows(next)
    const after = next[index] ?? next[index - 1]
    pendingFocus.current = after ? { rowId: idOf(after), control: 'row' } : { rowId: null, control: 'add' }
    setAnnouncement(`${noun} ${index + 1} removed${options.removedDetail?.(removed) ?? ''}.`)
  }

  function add() {
    if (rows.length >= options.max) return
    const row = options.create()
    setRows([...rows, row])
    pendingFocus.current = { rowId: idOf(row), control: 'row' }
    setAnnouncement(`${noun} ${rows.length + 1} added.`)
  }

  return {
    rows,
    setRows,
    idOf,
    noun,
    addButtonId,
    announcement,
    canAdd: rows.length < options.max,
    add,
    move,
    remove,
    moveButtonId,
  }
}
