import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ResponsiveTable } from './responsive-table.tsx'

const rows = [
  { id: 'a', name: 'Ann', email: 'ann@example.com' },
  { id: 'b', name: 'Bob', email: 'bob@example.com' },
]

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent)

describe('ResponsiveTable', () => {
  it('shows each row as a phone entry and as a table row, both named by the label', () => {
    render(
      <>
        <p id="people-label">People</p>
        <ResponsiveTable
          rows={rows}
          labelId="people-label"
          columns={[
            { header: 'Name', cell: (row) => row.name },
            { header: 'E-mail', cell: (row) => row.email, breakAll: true },
          ]}
          entry={(row) => `${row.name} <${row.email}>`}
        />
      </>,
    )
    // jsdom's window is as wide as a laptop: the phone list is there but not displayed (so it has no name).
    const list = screen.getByRole('list', { hidden: true })
    expect(list).not.toBeVisible()
    expect(list).toHaveAttribute('aria-labelledby', 'people-label')
    expect(texts(within(list).getAllByRole('listitem', { hidden: true }))).toEqual([
      'Ann <ann@example.com>',
      'Bob <bob@example.com>',
    ])
    const region = screen.getByRole('region', { name: 'People' })
    expect(region).toBeVisible()
    expect(region).toHaveAttribute('tabindex', '0')
    expect(texts(within(region).getAllByRole('columnheader'))).toEqual(['Name', 'E-mail'])
    const cells = within(region)
      .getAllByRole('row')
      .slice(1)
      .map((row) => texts(within(row).getAllByRole('cell')))
    expect(cells).toEqual([
      ['Ann', 'ann@example.com'],
      ['Bob', 'bob@example.com'],
    ])
  })
})
