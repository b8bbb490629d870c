import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, Form, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { EditorIntro, FormActions, SaveResultAlert, SubmitButton } from './page-form.tsx'

function inRouter(element: ReactNode, action: () => Promise<null> = () => Promise.resolve(null)) {
  const router = createMemoryRouter([{ path: '/', action, element }])
  render(<RouterProvider router={router} />)
}

describe('SaveResultAlert', () => {
  it('says Saved. as a status, or the reason as an alert, and nothing before a save', () => {
    const { rerender } = render(<SaveResultAlert result={{ ok: true }} />)
    expect(screen.getByRole('status')).toHaveTextContent('Saved.')
    rerender(<SaveResultAlert result={{ ok: false, formError: 'Nothing was saved.' }} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved.')
    expect(screen.queryByRole('status')).toBeNull()
    rerender(<SaveResultAlert />)
    expect(screen.queryByRole('alert')).toBeNull()
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

describe('EditorIntro', () => {
  it('says when a stored record was last saved, and always the required-field note', () => {
    const { rerender } = render(
      <EditorIntro record={{ createdStamp: 1, updateStamp: Date.UTC(2030, 0, 2) }} />,
    )
    expect(screen.getByText(/^Last saved/)).toHaveTextContent(
      `Last saved ${new Date(Date.UTC(2030, 0, 2)).toLocaleString()}`,
    )
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument()
    rerender(<EditorIntro record={{}} />)
    expect(screen.queryByText(/^Last saved/)).toBeNull()
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument()
  })
})
