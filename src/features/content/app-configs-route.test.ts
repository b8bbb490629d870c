import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data.ts'

const store = vi.hoisted(() => ({
  create: vi.fn<(data: unknown) => Promise<string>>(),
  update: vi.fn(),
  remove: vi.fn(),
  get: vi.fn(),
  query: vi.fn<(spec: unknown) => Promise<{ id: string }[]>>(),
}))
vi.mock('../../lib/firebase.ts', () => ({ firebase: vi.fn() }))
vi.mock('../../lib/data/app-configs.ts', () => ({ appConfigs: store }))

const { action } = await import('./app-configs-route.tsx')

function post(fields: Record<string, string>) {
  const body = formDataOf(fields)
  return action({
    request: new Request('http://x/app-configs', { method: 'POST', body }),
    params: {},
    context: {},
  } as never)
}

describe('app configs action', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    store.query.mockResolvedValue([])
    store.create.mockResolvedValue('c1')
  })

  it('refuses invalid JSON with a message by configContent and writes nothing', async () => {
    const result = await post({
      intent: 'create',
      title: 'Banner',
      configKey: 'banner',
      configContent: '{"a": 1,}',
    })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { configContent: expect.stringMatching(/^This is not valid JSON: /) },
    })
    expect(store.create).not.toHaveBeenCalled()
  })

  it('refuses an update to a config key another config has', async () => {
    store.query.mockResolvedValue([{ id: 'other' }])
    const result = await post({
      intent: 'update',
      id: 'c1',
      title: 'T',
      configKey: 'banner',
      configContent: '{}',
    })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { configKey: 'Another config already uses the key "banner".' },
    })
    expect(store.update).not.toHaveBeenCalled()
  })

  it('stores valid JSON exactly as typed', async () => {
    const result = await post({
      intent: 'create',
      title: 'Banner',
      configKey: 'banner',
      configContent: '{ "a": 1 }',
    })
    expect(result).toEqual({ ok: true, data: { intent: 'create', id: 'c1' }, message: 'Saved.' })
    expect(store.create).toHaveBeenCalledWith({
      title: 'Banner',
      configKey: 'banner',
      configContent: '{ "a": 1 }',
      noteText: '',
    })
  })
})

describe('app configs action when the database refuses', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    store.query.mockResolvedValue([])
  })

  it('keeps what was typed and says why when the update is refused', async () => {
    store.update.mockRejectedValue(Object.assign(new Error('[404] NOT_FOUND'), { code: 'not-found' }))
    const typed = {
      intent: 'update',
      id: 'c1',
      title: 'Alerts',
      configKey: 'alerts',
      configContent: '{"to":[]}',
    }
    const result = await post(typed)
    expect(result).toEqual({
      ok: false,
      fieldErrors: {},
      formError:
        'This record no longer exists: it may have been deleted elsewhere. Your changes are still here.',
      values: typed,
    })
  })
})
