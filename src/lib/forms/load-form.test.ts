import { beforeEach, describe, expect, it, vi } from 'vitest'

const get = vi.hoisted(() => vi.fn<(id: string) => Promise<unknown>>())
vi.mock('../data/forms.ts', () => ({ forms: { get } }))

const { loadForm } = await import('./load-form.ts')

describe('loadForm', () => {
  beforeEach(() => get.mockReset())

  it('returns the stored form', async () => {
    get.mockResolvedValue({ id: 'f1', title: 'Feedback', questions: [] })
    await expect(loadForm('f1')).resolves.toMatchObject({ id: 'f1', title: 'Feedback' })
    expect(get).toHaveBeenCalledWith('f1')
  })

  it('throws a 404 for a missing form, and for no id without reading', async () => {
    get.mockResolvedValue(null)
    await expect(loadForm('gone')).rejects.toMatchObject({
      data: 'There is no form with id "gone".',
      init: { status: 404, statusText: 'Not Found' },
    })
    get.mockClear()
    await expect(loadForm(undefined)).rejects.toMatchObject({ data: 'There is no form with id "".' })
    expect(get).not.toHaveBeenCalled()
  })
})
