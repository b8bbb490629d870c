import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ListRowsSection, RowToolbar } from './list-row-editor.tsx'
import { useListRows } from './use-list-rows.ts'

interface Row {
  id: string
  text: string
}

let created = 0

function Harness({ initial, max = 5 }: { initial: Row[]; max?: number }) {
  const list = useListRows<Row>({
    initial,
    idOf: (row) => row.id,
    create: () => ({ id: `new${++created}`, text: '' }),
    max,
    noun: 'Item',
    buttonIdPrefix: 'item',
    addButtonId: 'add-item',
    rowFocusTarget: (id) => document.getElementById(`item-${id}-text`),
    removedDetail: (row) => (row.text ? ` (${row.text})` : ''),
  })
  return (
    <ListRowsSection list={list} headingId="items-heading" heading="Items" addLabel="Add item">
      <ol>
        {list.rows.map((row, index) => (
          <li key={row.id} aria-label={`Item ${index + 1}`}>
            <input id={`item-${row.id}-text`} aria-label={`Text ${index + 1}`} defaultValue={row.text} />
            <RowToolbar list={list} index={index} removeText="Remove" />
          </li>
        ))}
      </ol>
    </ListRowsSection>
  )
}

const rows = (...texts: string[]) => texts.map((text) => ({ id: text.toLowerCase(), text }))
const texts = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)

describe('useListRows with ListRowsSection and RowToolbar', () => {
  it('moves a row, announces it and keeps focus on the moved row', async () => {
    const user = userEvent.setup()
    render(<Harness initial={rows('A', 'B', 'C')} />)
    expect(screen.getByRole('region', { name: 'Items' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Move up: item 1' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move down: item 3' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Move down: item 1' }))
    expect(texts()).toEqual(['B', 'A', 'C'])
    expect(screen.getByRole('status')).toHaveTextContent('Item moved to position 2 of 3.')
    expect(screen.getByRole('button', { name: 'Move down: item 2' })).toHaveFocus()

    // Moved to the bottom: Move down is disabled there, so Move up of the same row takes focus.
    await user.click(screen.getByRole('button', { name: 'Move down: item 2' }))
    expect(texts()).toEqual(['B', 'C', 'A'])
    expect(screen.getByRole('button', { name: 'Move up: item 3' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Move up: item 2' }))
    expect(texts()).toEqual(['C', 'B', 'A'])
    expect(screen.getByRole('status')).toHaveTextContent('Item moved to position 1 of 3.')
    expect(screen.getByRole('button', { name: 'Move down: item 1' })).toHaveFocus()
  })

  it('removes a row and focuses the row that took its place, else the previous one, else Add', async () => {
    const user = userEvent.setup()
    render(<Harness initial={rows('A', 'B')} />)

    await user.click(screen.getByRole('button', { name: 'Remove item 1' }))
    expect(texts()).toEqual(['B'])
    expect(screen.getByRole('status')).toHaveTextContent('Item 1 removed (A).')
    expect(screen.getByRole('textbox', { name: 'Text 1' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Remove item 1' }))
    expect(screen.queryAllByRole('textbox')).toEqual([])
    expect(screen.getByRole('button', { name: 'Add item' })).toHaveFocus()
  })

  it('adds rows up to the maximum and focuses each new row', async () => {
    const user = userEvent.setup()
    render(<Harness initial={rows('A')} max={2} />)

    await user.click(screen.getByRole('button', { name: 'Add item' }))
    expect(texts()).toEqual(['A', ''])
    expect(screen.getByRole('textbox', { name: 'Text 2' })).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Item 2 added.')
    expect(screen.getByRole('button', { name: 'Add item' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Remove item 2' }))
    expect(screen.getByRole('status')).toHaveTextContent('Item 2 removed.')
    expect(screen.getByRole('textbox', { name: 'Text 1' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Add item' })).toBeEnabled()
  })
})
