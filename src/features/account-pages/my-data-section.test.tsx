import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { failed } from '../../shared/action-result.ts'
import { exportFileName, MyDataSection } from './my-data-section.tsx'

function setup() {
  const received = vi.fn()
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <MyDataSection /> },
      {
        path: '/account-deletion',
        // Stands in for the real action: refuses like the server does when the e-mail is not the account's.
        action: async ({ request }: ActionFunctionArgs) => {
          const email = String((await request.formData()).get('email'))
          received(email)
          return failed(
            { fieldErrors: { email: 'This is not the e-mail address of your account.' } },
            { email },
          )
        },
      },
    ],
    { initialEntries: ['/settings'] },
  )
  render(<RouterProvider router={router} />)
  return { received }
}

describe('MyDataSection', () => {
  it('names the downloaded file by the export date', () => {
    expect(exportFileName('2026-11-25T03:10:00.000Z')).toBe('saffron-table-my-data-2026-11-25.json')
  })

  it('asks for the e-mail in a dialog, posts it to the deletion route and shows a refusal by the field', async () => {
    const { received } = setup()
    expect(await screen.findByRole('region', { name: 'Your data' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' })
    const field = screen.getByLabelText(/Type your e-mail address to confirm/)
    await userEvent.type(field, 'other@example.test')
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!)
    expect(await screen.findByText('This is not the e-mail address of your account.')).toBeInTheDocument()
    expect(received).toHaveBeenCalledWith('other@example.test')
    expect(screen.getByLabelText(/Type your e-mail address to confirm/)).toHaveValue('other@example.test')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog).not.toBeInTheDocument()
  })
})
