import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const store = vi.hoisted(() => ({
  create: vi.fn<(data: unknown) => Promise<string>>(),
  update: vi.fn<(id: string, data: unknown) => Promise<void>>(),
  query: vi.fn<(spec: unknown) => Promise<{ id: string }[]>>(),
  get: vi.fn(),
}))
vi.mock('../../lib/firebase.ts', () => ({ firebase: vi.fn() }))
vi.mock('../../lib/data/forms.ts', () => ({
  forms: {
    ...store,
    blank: () => ({ title: '', description: '', notes: '', formKey: '', tags: [], type: 0, questions: [] }),
  },
}))
vi.mock('../../components/image-upload-field.tsx', () => ({ ImageUploadField: () => null }))

const route = await import('./edit-form-route.tsx')

function setup() {
  const router = createMemoryRouter(
    [{ path: '/edit-form/:formId?', loader: route.loader, action: route.action, Component: route.Component }],
    { initialEntries: ['/edit-form'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

// Many keystrokes through MUI inputs: give jsdom time on a busy machine.
describe('form editor', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks()
    store.query.mockResolvedValue([])
    store.create.mockResolvedValue('new-form')
  })

  it('refuses duplicate keys without writing, keeps what was typed, and moves questions with focus kept', async () => {
    const user = userEvent.setup({ delay: null })
    setup()
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Intake')
    await user.click(screen.getByRole('button', { name: 'Add question' }))
    expect(screen.getAllByRole('textbox', { name: /Question text/ })[0]).toHaveFocus()
    await user.keyboard('Allergies?')
    await user.type(screen.getAllByRole('textbox', { name: /Key/ })[0]!, 'allergies')
    await user.click(screen.getByRole('button', { name: 'Add question' }))
    await user.type(screen.getAllByRole('textbox', { name: /Question text/ })[1]!, 'Dislikes?')
    await user.type(screen.getAllByRole('textbox', { name: /Key/ })[1]!, 'allergies')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(
      await screen.findByText('Another question of this form already uses the key "allergies".'),
    ).toBeInTheDocument()
    expect(store.create).not.toHaveBeenCalled()
    expect(
      screen
        .getAllByRole('textbox', { name: /Question text/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Allergies?', 'Dislikes?'])

    await user.click(screen.getByRole('button', { name: 'Move up: question 2' }))
    expect(
      screen
        .getAllByRole('textbox', { name: /Question text/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Dislikes?', 'Allergies?'])
    expect(screen.getByRole('button', { name: 'Move down: question 1' })).toHaveFocus()
  })

  it('creates a new form in one write and opens its editor', async () => {
    const user = userEvent.setup({ delay: null })
    const router = setup()
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Intake')
    await user.click(screen.getByRole('button', { name: 'Add question' }))
    await user.keyboard('Allergies?')
    await user.type(screen.getByRole('textbox', { name: /Key/ }), 'allergies')
    store.get.mockResolvedValue({
      id: 'new-form',
      title: 'Intake',
      description: '',
      notes: '',
      formKey: '',
      questions: [],
    })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/edit-form/new-form'))
    expect(store.create).toHaveBeenCalledTimes(1)
    expect(store.create.mock.calls[0]![0]).toMatchObject({
      title: 'Intake',
      questions: [{ questionText: 'Allergies?', questionKey: 'allergies', typeKey: 'text' }],
    })
  })
})
