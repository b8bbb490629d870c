import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadEditorRecord, saveEditorForm, saveEditorRecord, type EditorStore } from './editor-data.ts'

interface Values {
  title: string
}

function fakeStore(overrides: Partial<EditorStore<Values>> = {}): EditorStore<Values> {
  return {
    name: 'menus',
    update: vi.fn(async () => {}),
    create: vi.fn(async () => 'new id'),
    ...overrides,
  }
}

afterEach(() => vi.restoreAllMocks())

describe('loadEditorRecord', () => {
  const store = { get: vi.fn(async (id: string) => (id === 'm1' ? { id } : null)) }

  it('opens an empty editor without an id and the record with one', async () => {
    await expect(loadEditorRecord(store, undefined, 'gone')).resolves.toBeNull()
    await expect(loadEditorRecord(store, 'm1', 'gone')).resolves.toEqual({ id: 'm1' })
  })

  it('throws a 404 with the message for an id that matches nothing', async () => {
    await expect(loadEditorRecord(store, 'nope', 'This menu does not exist.')).rejects.toMatchObject({
      data: 'This menu does not exist.',
      init: { status: 404, statusText: 'Not Found' },
    })
  })
})

describe('saveEditorRecord', () => {
  const save = (id: string | undefined, store: EditorStore<Values>) =>
    saveEditorRecord({
      id,
      values: { title: 'T' },
      store,
      editorPath: '/menu-edit',
      editorName: 'menu editor',
      submitted: { title: 'T typed' },
    })

  it('updates an existing record and reopens its editor with ?saved=1', async () => {
    const store = fakeStore()
    const response = (await save('a b', store)) as Response
    expect(store.update).toHaveBeenCalledWith('a b', { title: 'T' })
    expect(store.create).not.toHaveBeenCalled()
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/menu-edit/a%20b?saved=1')
  })

  it('creates a record without an id and opens the new record', async () => {
    const store = fakeStore()
    const response = (await save(undefined, store)) as Response
    expect(store.create).toHaveBeenCalledWith({ title: 'T' })
    expect(store.update).not.toHaveBeenCalled()
    expect(response.headers.get('Location')).toBe('/menu-edit/new%20id?saved=1')
  })

  it('returns a failed write as the form error with what was typed, and logs it with its context', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const store = fakeStore({
      update: async () => {
        throw Object.assign(new Error('denied'), { code: 'permission-denied' })
      },
    })
    await expect(save('m1', store)).resolves.toEqual({
      ok: false,
      fieldErrors: {},
      values: { title: 'T typed' },
      formError: 'You do not have permission to save this. Please sign in as an administrator.',
    })
    expect(logged).toHaveBeenCalledWith('menu editor: save failed', {
      collection: 'menus',
      id: 'm1',
      code: 'permission-denied',
    })
  })
})

describe('saveEditorForm', () => {
  const post = (title: string) =>
    new Request('http://localhost/menu-edit', { method: 'POST', body: new URLSearchParams({ title }) })
  const parseTitle = (formData: FormData) => {
    const title = String(formData.get('title'))
    return title
      ? { ok: true as const, value: { title } }
      : { ok: false as const, errors: { title: 'Needed' } }
  }
  const target = (store: EditorStore<Values>) => ({
    id: undefined,
    store,
    editorPath: '/menu-edit',
    editorName: 'menu editor',
  })

  it('saves what the form parsed to', async () => {
    const store = fakeStore()
    const response = (await saveEditorForm(post('Supper'), parseTitle, target(store))) as Response
    expect(store.create).toHaveBeenCalledWith({ title: 'Supper' })
    expect(response.headers.get('Location')).toBe('/menu-edit/new%20id?saved=1')
  })

  it('answers a refused form with its field problems and what was typed, saving nothing', async () => {
    const store = fakeStore()
    await expect(saveEditorForm(post(''), parseTitle, target(store))).resolves.toMatchObject({
      ok: false,
      fieldErrors: { title: 'Needed' },
      values: { title: '' },
    })
    expect(store.create).not.toHaveBeenCalled()
  })
})
