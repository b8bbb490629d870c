import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Question } from '../../shared/schemas/form.ts'
import { QuestionFields } from './question-fields.tsx'

const questions: Question[] = [
  { id: 'q-notes', questionText: 'Notes', questionKey: 'notes', questionImage: '', typeKey: 'text' },
  {
    id: 'q-allergies',
    questionText: 'Is anyone at your table allergic to any of these?',
    questionKey: 'tableAllergies',
    questionImage: '',
    typeKey: 'text',
    profileField: 'allergies',
  },
]
const dietaryProfile = {
  names: { allergies: 'allergies', diets: 'diets' },
  offered: ['milk', 'peanuts', 'sesame'] as const,
  initial: { allergies: ['sesame'] as const, diets: [] },
}

describe('a question that fills the dietary profile', () => {
  it('is asked on the profile as boxes from the allergen list, posted as the profile field', async () => {
    const { container } = render(
      <form>
        <QuestionFields
          questions={questions}
          values={{}}
          namePrefix="answers."
          dietaryProfile={dietaryProfile}
        />
      </form>,
    )
    const group = screen.getByRole('group', { name: 'Is anyone at your table allergic to any of these?' })
    expect(within(group).getByLabelText('Sesame')).toBeChecked()
    await userEvent.click(within(group).getByLabelText('Peanuts'))
    const posted = new FormData(container.querySelector('form')!)
    expect(posted.getAll('allergies')).toEqual(['peanuts', 'sesame'])
    expect(posted.has('answers.tableAllergies')).toBe(false)
    expect(screen.getByLabelText('Notes')).toBeInTheDocument()
  })

  it('is left out where answers go to a response', () => {
    render(<QuestionFields questions={questions} values={{}} namePrefix="answers." />)
    expect(screen.queryByRole('group')).toBeNull()
    expect(screen.getByLabelText('Notes')).toBeInTheDocument()
  })
})
