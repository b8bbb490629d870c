import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider, useFetcher, type ActionFunctionArgs } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { DeleteByIdDialog, DeleteDialog, deleteQuestion } from './delete-dialog.tsx'

function Page({ useFetcherForm = false }: { useFetcherForm?: boolean }) {
  const [open, setOpen] = useState(true)
  const fetcher = useFetcher()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DeleteDialog
        open={open}
        question={deleteQuestion('chefPackages', 'Ragu Supper')}
        onClose={() => setOpen(false)}
        action="/delete-item/menus/m1"
        fields={{ redirectLink: '/menu-management', ids: ['a', 'b'] }}
        formComponent={useFetcherForm ? fetcher.Form : undefined}
      />
    </>
  )
}

function setup(useFetcherForm = false) {
  const received = vi.fn()
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page useFetcherForm={useFetcherForm} /> },
      {
        path: '/delete-item/:apiName/:itemId',
        action: async ({ request, params }: ActionFunctionArgs) => {
          const form = await request.formData()
          received({
            method: request.method,
            params,
            redirectLink: form.get('redirectLink'),
            ids: form.getAll('ids'),
          })
          return null
        },
        Component: () => <p>Deleted</p>,
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return { received, router }
}

describe('DeleteDialog', () => {
  it('names what it deletes, says it cannot be undone, and has two buttons', async () => {
    setup()
    const dialog = await screen.findByRole('dialog', { name: 'Delete the package “Ragu Supper”?' })
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.')
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('Close dismisses without submitting', async () => {
    const { received } = setup()
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(received).not.toHaveBeenCalled()
  })

  it('Delete posts the form with its hidden fields (each value of a list) to the given action', async () => {
    const { received, router } = setup()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await vi.waitFor(() =>
      expect(received).toHaveBeenCalledWith({
        method: 'POST',
        params: { apiName: 'menus', itemId: 'm1' },
        redirectLink: '/menu-management',
        ids: ['a', 'b'],
      }),
    )
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/delete-item/menus/m1'))
  })

  it('can submit through a fetcher form and stay on the page', async () => {
    const { received, router } = setup(true)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await vi.waitFor(() => expect(received).toHaveBeenCalledTimes(1))
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('deleteQuestion', () => {
  it('names the kind of record and its title, or asks about "this" one when it has none', () => {
    expect(deleteQuestion('menus', ' Autumn ')).toBe('Delete the menu “Autumn”?')
    expect(deleteQuestion('landingOffers', '')).toBe('Delete this landing offer?')
    expect(deleteQuestion('somethingElse', 'X')).toBe('Delete the record “X”?')
  })
})

describe('DeleteByIdDialog', () => {
  it('is closed without an id and posts intent=delete with the id once one is chosen', async () => {
    const received = vi.fn()
    function ListPage() {
      const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null)
      return (
        <>
          <button type="button" onClick={() => setDeleting({ id: 'cfg-1', title: 'Alert recipients' })}>
            Delete cfg-1
          </button>
          <DeleteByIdDialog
            target={deleting}
            collection="appConfigs"
            onClose={() => setDeleting(null)}
            action="/app-configs"
          />
        </>
      )
    }
    const router = createMemoryRouter(
      [
        {
          path: '/app-configs',
          action: async ({ request }: ActionFunctionArgs) => {
            const form = await request.formData()
            received({ intent: form.get('intent'), id: form.get('id') })
            return null
          },
          Component: ListPage,
        },
      ],
      { initialEntries: ['/app-configs'] },
    )
    render(<RouterProvider router={router} />)
    await screen.findByRole('button', { name: 'Delete cfg-1' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Delete cfg-1' }))
    await screen.findByRole('dialog', { name: 'Delete the app config “Alert recipients”?' })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith({ intent: 'delete', id: 'cfg-1' }))
  })
})
