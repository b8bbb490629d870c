import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, Form, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { failed, succeeded } from '../shared/action-result.ts'
import { formResultOf } from './form-result.ts'
import { FormActions, FormFeedback, SubmitButton } from './page-form.tsx'

function inRouter(element: ReactNode, action: () => Promise<null> = () => Promise.resolve(null)) {
  const router = createMemoryRouter([{ path: '/', action, element }])
  render(<RouterProvider router={router} />)
}

describe('FormFeedback', () => {
  it('says the success message as a status, or the reason as an alert, and nothing before a submit', () => {
    const feedback = (result: Parameters<typeof formResultOf>[0]) => (
      <FormFeedback form={formResultOf(result, false)} success="Saved." fieldErrorsNotice="Fix the fields." />
    )
    const { rerender } = render(feedback(succeeded(undefined)))
    expect(screen.getByRole('status')).toHaveTextContent('Saved.')
    rerender(feedback(succeeded(undefined, 'Note added.')))
    expect(screen.getByRole('status')).toHaveTextContent('Note added.')
    rerender(feedback(failed({ formError: 'Nothing was saved.' })))
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved.')
    expect(screen.queryByRole('status')).toBeNull()
    rerender(feedback(failed({ fieldErrors: { title: 'Please enter a title.' } })))
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the fields.')
    rerender(feedback(undefined))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('formResultOf', () => {
  it('gives each field its message and, after a failure, what was submitted', () => {
    const form = formResultOf(failed({ fieldErrors: { title: 'Too long.' } }, { title: 'typed' }), false)
    expect(form.field('title', 'stored')).toEqual({
      name: 'title',
      error: 'Too long.',
      defaultValue: 'typed',
    })
    expect(form.field('notes', 'stored')).toEqual({ name: 'notes', error: undefined, defaultValue: 'stored' })
    const saved = formResultOf(succeeded({ id: 'x' }, 'Saved.'), false)
    expect(saved.field('title', 'stored').defaultValue).toBe('stored')
    expect(saved.message).toBe('Saved.')
  })
})

describe('FormActions and SubmitButton', () => {
  it('offers Reset only with onReset', async () => {
    const onReset = vi.fn()
    inRouter(
      <FormActions onReset={onReset}>
        <SubmitButton label="Save" />
      </FormActions>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }))
    expect(onReset).toHaveBeenCalledTimes(1)
  })

  it("follows a fetcher form's busy state when given one", async () => {
    inRouter(<SubmitButton label="Send" busyLabel="Sending…" form={{ busy: true }} />)
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled()
  })

  it('waits for uploads', async () => {
    inRouter(
      <FormActions>
        <SubmitButton label="Save" uploading />
      </FormActions>,
    )
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull()
  })

  it('shows the busy label and is disabled while the form is submitted', async () => {
    let finish = () => {}
    const action = () => new Promise<null>((resolve) => (finish = () => resolve(null)))
    inRouter(
      <Form method="post">
        <SubmitButton label="Save" busyLabel="Saving…" />
      </Form>,
      action,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled()
    finish()
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled()
  })
})
