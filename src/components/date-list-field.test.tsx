import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DateListField } from './date-list-field.tsx'

const posted = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="hidden"][name="blackoutDates"]')!.value

describe('DateListField', () => {
  it('lists the dates in order and in words, and posts them one a line', () => {
    const { container } = render(
      <DateListField
        label="Blackout dates"
        name="blackoutDates"
        emptyText="No blackout dates."
        defaultValue={'2027-01-01\n2026-12-25'}
      />,
    )
    const list = screen.getByRole('list', { name: 'Blackout dates' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fri, Dec 25, 2026', 'Fri, Jan 1, 2027'])
    expect(posted(container)).toBe('2026-12-25\n2027-01-01')
  })

  it('removes a date with the button named after it, and says when none is left', async () => {
    const { container } = render(
      <DateListField
        label="Blackout dates"
        name="blackoutDates"
        emptyText="No blackout dates."
        defaultValue="2026-12-25"
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fri, Dec 25, 2026' }))
    expect(screen.getByText('No blackout dates.')).toBeInTheDocument()
    expect(posted(container)).toBe('')
  })

  it("shows the last submit's message by the picker and asks for a date when Add has none", async () => {
    render(
      <DateListField
        label="Blackout dates"
        name="blackoutDates"
        emptyText="No blackout dates."
        error="Please enter a real date as YYYY-MM-DD."
      />,
    )
    expect(screen.getByText('Please enter a real date as YYYY-MM-DD.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(screen.getByText('Please choose a whole date.')).toBeInTheDocument()
  })
})
