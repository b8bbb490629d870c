import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Form, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { formatStamp } from '../lib/format-stamp.ts'
import { failed, succeeded, type ActionResult } from '../shared/action-result.ts'
import { EditorFrame, EditorNotices, EditorToolbar } from './editor-frame.tsx'
import { FormField } from './form-field.tsx'
import { useEditor, type Editor } from './use-editor.ts'

// A minimal editor built like the editor routes, to check the shared state and UI together.

interface TestRecord {
  id: string
  updateStamp?: number
  createdStamp?: number
  title?: string
}

function TestEditor({
  record,
  page = false,
  shownOnPublicPages = false,
}: {
  record: TestRecord | null
  page?: boolean
  shownOnPublicPages?: boolean
}) {
  const editor = useEditor<() => Promise<ActionResult>>(record, page ? { stampPlacement: 'title' } : {})
  if (page) return <TestPageEditor record={record} editor={editor} />
  return (
    <EditorFrame
      record={record}
      title={record ? 'Edit Thing' : 'New Thing'}
      maxWidth={800}
      editor={editor}
      deleteFrom={{ collection: 'menus', afterDelete: '/menu-management' }}
      shownOnPublicPages={shownOnPublicPages}
    >
      <Form method="post" noValidate aria-label="Thing">
        <EditorNotices editor={editor} />
        <FormField label="Title" {...editor.form.field('title', 'Stored title')} />
        <button type="button" onClick={() => editor.setUploading(true)}>
          Start upload
        </button>
        <EditorToolbar editor={editor} canDelete={record !== null} placement="bottom" />
      </Form>
    </EditorFrame>
  )
}

// A page editor: "Last saved" under the title, Reset and a renamed Save, notices under the fields, no Delete.
function TestPageEditor({ record, editor }: { record: TestRecord | null; editor: Editor }) {
  return (
    <EditorFrame record={record} title="Edit Page" maxWidth={800} editor={editor}>
      <Form method="post" noValidate aria-label="Page">
        <FormField label="Title" {...editor.form.field('title', 'Stored title')} />
        <button type="button" onClick={() => editor.setUploading(true)}>
          Start upload
        </button>
        <button type="button" onClick={() => editor.setUploading(false)}>
          Finish upload
        </button>
        <EditorNotices editor={editor} />
        <EditorToolbar editor={editor} placement="bottom" saveLabel="Update" canReset />
      </Form>
    </EditorFrame>
  )
}

function setup({
  record,
  url = '/edit',
  action = async (): Promise<ActionResult> => failed({}),
  page = false,
  shownOnPublicPages = false,
}: {
  record: TestRecord | null
  url?: string
  action?: () => Promise<ActionResult>
  page?: boolean
  shownOnPublicPages?: boolean
}) {
  const deleted = vi.fn()
  const router = createMemoryRouter(
    [
      {
        path: '/edit',
        element: <TestEditor record={record} page={page} shownOnPublicPages={shownOnPublicPages} />,
        action,
      },
      {
        path: '/delete-item/:apiName/:itemId',
        action: async ({ request, params }) => {
          deleted({ params, redirectLink: (await request.formData()).get('redirectLink') })
          return null
        },
        element: <p>Deleted</p>,
      },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return { deleted }
}

describe('catalogue editor frame', () => {
  it('shows a new record without Delete, stamp or notices', () => {
    setup({ record: null })
    expect(screen.getByRole('heading', { level: 1, name: 'New Thing' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument()
  })

  it('says Saved. after the redirect and shows the update stamp, else the created stamp', () => {
    setup({ record: { id: 'm1', createdStamp: 1, updateStamp: 2_000_000 }, url: '/edit?saved=1' })
    expect(screen.getByText('Saved.')).toBeInTheDocument()
    expect(screen.getByText(`Last updated ${formatStamp(2_000_000)}`)).toBeInTheDocument()
  })

  it('replaces Saved. with the correction notice and field errors after a failed save', async () => {
    setup({
      record: { id: 'm1', createdStamp: 1 },
      url: '/edit?saved=1',
      action: async () => failed({ fieldErrors: { title: 'Please enter a title.' } }, { title: '  ' }),
    })
    const title = screen.getByRole('textbox', { name: 'Title' })
    await userEvent.clear(title)
    await userEvent.type(title, '  ')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields marked below.')
    expect(screen.getByText('Please enter a title.')).toBeInTheDocument()
    expect(title).toHaveValue('  ')
    expect(title).toHaveAccessibleDescription('Please enter a title.')
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument()
    expect(screen.getByText(`Last updated ${formatStamp(1)}`)).toBeInTheDocument()
  })

  it("shows the write's own message when the save itself failed", async () => {
    setup({ record: null, action: async () => failed({ formError: 'Saving failed.' }) })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving failed.')
  })

  it('holds Save while saving and while an image uploads', async () => {
    let finish = (_value: ActionResult) => {}
    setup({ record: null, action: () => new Promise((resolve) => (finish = resolve)) })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled()
    finish(failed({}))
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled()
    await userEvent.click(screen.getByRole('button', { name: 'Start upload' }))
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it("says the action's own success message as a status when it does not redirect", async () => {
    setup({ record: { id: 'm1' }, action: async () => succeeded(undefined, 'Note saved.') })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Note saved.')
  })

  it('asks before deleting and posts the delete with where to go next', async () => {
    const { deleted } = setup({ record: { id: 'm 1', title: 'Autumn tasting' } })
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete the menu “Autumn tasting”?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(deleted).toHaveBeenCalledWith({
        params: { apiName: 'menus', itemId: 'm 1' },
        redirectLink: '/menu-management',
      }),
    )
  })
})

describe('editors of what the public pages show', () => {
  it('say when a saved change reaches the cached public pages', () => {
    setup({ record: { id: 'm1', title: 'Garden' }, shownOnPublicPages: true })
    expect(screen.getByTestId('public-pages-delay-note')).toHaveTextContent(
      'Saved changes show on the public pages (home, shop and package pages) within 6 minutes.',
    )
  })

  it('say nothing of it elsewhere', () => {
    setup({ record: { id: 'm1', title: 'Garden' } })
    expect(screen.queryByTestId('public-pages-delay-note')).toBeNull()
  })
})

describe('page editor frame', () => {
  it('says when the record was last saved under the title, without Delete or "Last updated"', () => {
    setup({ record: { id: 'p1', createdStamp: 1, updateStamp: 2_000_000 }, page: true })
    expect(screen.getByText(`Last saved ${formatStamp(2_000_000)}`)).toBeInTheDocument()
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument()
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled()
  })

  it('says nothing about saving for a new record', () => {
    setup({ record: null, page: true })
    expect(screen.queryByText(/Last saved/)).not.toBeInTheDocument()
  })

  it('Reset brings back the stored values and drops the messages of the failed save', async () => {
    setup({
      record: { id: 'p1' },
      page: true,
      action: async () =>
        failed({ fieldErrors: { title: 'Too long.' }, formError: 'Nothing was saved.' }, { title: 'Typed' }),
    })
    const title = screen.getByRole('textbox', { name: 'Title' })
    await userEvent.clear(title)
    await userEvent.type(title, 'Typed')
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved.')
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Stored title')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('Too long.')).not.toBeInTheDocument()
  })

  it('holds Update until every running upload has finished', async () => {
    setup({ record: { id: 'p1' }, page: true })
    await userEvent.click(screen.getByRole('button', { name: 'Start upload' }))
    await userEvent.click(screen.getByRole('button', { name: 'Start upload' }))
    await userEvent.click(screen.getByRole('button', { name: 'Finish upload' }))
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Finish upload' }))
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled()
  })
})
