import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OptionGroupsEditor } from './option-groups-editor.tsx'

const posted = (container: HTMLElement) =>
  JSON.parse(container.querySelector<HTMLInputElement>('input[name="optionGroups"]')!.value) as unknown

describe('option groups editor', () => {
  it('adds and removes groups and choices, and posts the rows as typed', () => {
    const { container } = render(
      <OptionGroupsEditor
        initial={[
          {
            kind: 'chooseOne',
            id: 'main',
            label: 'Main',
            required: true,
            choices: [{ id: 'beef', label: 'Beef', price: 0 }],
          },
        ]}
        errors={{ 'optionGroups.0.choices.0.price': 'Please enter dollars.' }}
      />,
    )
    expect(screen.getByText('Please enter dollars.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add a choice to Option 1' }))
    fireEvent.change(screen.getByLabelText('Option 1 choice 2'), { target: { value: 'Cod' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add “Free text” option' }))
    fireEvent.change(screen.getByLabelText('Option 2 name'), { target: { value: 'Message on the cake' } })
    expect(posted(container)).toEqual([
      {
        kind: 'chooseOne',
        id: 'main',
        label: 'Main',
        required: true,
        choices: [
          { id: 'beef', label: 'Beef', price: '0' },
          { id: expect.stringMatching(/^choice-/), label: 'Cod', price: '0' },
        ],
      },
      {
        kind: 'text',
        id: expect.stringMatching(/^option-/),
        label: 'Message on the cake',
        required: false,
        maxLength: '40',
        price: '0',
      },
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }))
    expect(posted(container)).toMatchObject([{ kind: 'text', label: 'Message on the cake' }])
  })
})
