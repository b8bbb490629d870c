import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { makeAction } from '../../features/testimonials/testimonial-intake-route.ts'
import { TestimonialForm } from './testimonial-form.tsx'

// The server call is injected: the intake's own behaviour (validation, redirect, messages) is what is tested here.
const create = vi.fn<(data: { email: string; name: string; testimony: string }) => Promise<string>>()
const action = makeAction(create)

function setup(initial = '/package-shop?menu=2') {
  const router = createMemoryRouter(
    [
      { path: '/package-shop', element: <TestimonialForm /> },
      { path: '/testimonial-review', action },
    ],
    { initialEntries: [initial] },
  )
  render(<RouterProvider router={router} />)
  return router
}

async function openAndFill(
  user: ReturnType<typeof userEvent.setup>,
  fields: { email: string; name: string; testimony: string },
) {
  const toggle = await screen.findByRole('button', { name: 'Leave Testimonial' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // The form's code loads on first open.
  await user.type(await screen.findByRole('textbox', { name: /Email/ }), fields.email)
  await user.type(screen.getByRole('textbox', { name: /Name/ }), fields.name)
  await user.type(screen.getByRole('textbox', { name: /Testimony/ }), fields.testimony)
}

describe('TestimonialForm', () => {
  beforeEach(() => {
    create.mockReset()
  })

  it('sends the review, thanks after a second, resets and goes to the page it came from', async () => {
    create.mockResolvedValue('r1')
    const user = userEvent.setup()
    const router = setup()
    await openAndFill(user, { email: 'ann@example.com', name: 'Ann', testimony: 'Wonderful' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create).toHaveBeenCalledWith({
      name: 'Ann',
      email: 'ann@example.com',
      testimony: 'Wonderful',
    })
    // Not before the 1000 ms delay.
    expect(screen.queryByText(/thank you/i)).not.toBeInTheDocument()
    expect(await screen.findByText(/thank you/i, {}, { timeout: 2500 })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('')
    expect(router.state.location.pathname + router.state.location.search).toBe('/package-shop?menu=2')
  })

  it('shows messages next to the fields and keeps what was typed', async () => {
    const user = userEvent.setup()
    setup()
    await openAndFill(user, { email: 'ann@example', name: 'Ann', testimony: 'Great' })
    // Submit past the browser's own checks to reach the server-side messages.
    screen.getByRole('form', { name: 'Leave a testimonial' }).setAttribute('novalidate', '')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const email = screen.getByRole('textbox', { name: /Email/ })
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.'))
    expect(email).toHaveValue('ann@example')
    expect(screen.getByRole('textbox', { name: /Testimony/ })).toHaveValue('Great')
    expect(create).not.toHaveBeenCalled()
  })

  it('shows an error when the review could not be stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    create.mockRejectedValue(new Error('offline'))
    const user = userEvent.setup()
    setup()
    await openAndFill(user, { email: 'ann@example.com', name: 'Ann', testimony: 'Great' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent/)
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ann')
  })
})
