import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { OptionGroup } from '../../shared/schemas/package-options.ts'
import { OptionFields, withGroup } from './option-fields.tsx'

const groups: OptionGroup[] = [
  {
    kind: 'chooseOne',
    id: 'main',
    label: 'Main',
    required: true,
    choices: [
      { id: 'beef', label: 'Beef', price: 0 },
      { id: 'fish', label: 'Cod', price: -5 },
    ],
  },
  {
    kind: 'chooseAny',
    id: 'add-ons',
    label: 'Add-ons',
    choices: [{ id: 'cheese', label: 'Cheese', price: 8 }],
  },
  { kind: 'text', id: 'cake', label: 'Message on the cake', required: false, maxLength: 40, price: 0 },
]

describe('option fields', () => {
  it('offers one choice as radio buttons, any as checkboxes with their prices, and text with its limit', () => {
    const onChange = vi.fn()
    render(
      <OptionFields
        groups={groups}
        value={[{ groupId: 'add-ons', choiceIds: ['cheese'] }]}
        onChange={onChange}
        errorOf={(groupId) => (groupId === 'main' ? 'Please choose a Main.' : undefined)}
        name="option"
        perGuest
      />,
    )
    expect(screen.getByRole('radio', { name: 'Cod (−$5.00 per guest)' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Cheese (+$8.00 per guest)' })).toBeChecked()
    expect(screen.getByText('Up to 40 characters.')).toBeTruthy()
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Please choose a Main.')).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: 'Beef' }))
    expect(onChange).toHaveBeenLastCalledWith([
      { groupId: 'add-ons', choiceIds: ['cheese'] },
      { groupId: 'main', choiceIds: ['beef'] },
    ])
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cheese (+$8.00 per guest)' }))
    expect(onChange).toHaveBeenLastCalledWith([])
    fireEvent.change(screen.getByLabelText('Message on the cake'), { target: { value: 'Hi' } })
    expect(onChange).toHaveBeenLastCalledWith([
      { groupId: 'add-ons', choiceIds: ['cheese'] },
      { groupId: 'cake', text: 'Hi' },
    ])
  })

  it('leaves a group emptied out of the requests', () => {
    expect(withGroup([{ groupId: 'cake', text: 'Hi' }], { groupId: 'cake', text: '' })).toEqual([])
  })
})
