import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data.ts'

const create = vi.hoisted(() => vi.fn<(data: unknown) => Promise<string>>())
const session = vi.hoisted(() => ({ user: null as null | { uid: string; email: string; isAdmin: boolean } }))
vi.mock('../../lib/firebase.ts', () => ({ firebase: vi.fn() }))
vi.mock('../../lib/session.ts', () => ({ getSession: () => Promise.resolve(session) }))
vi.mock('../../lib/data/form-responses.ts', () => ({ formResponses: { create } }))
vi.mock('../../lib/data/forms.ts', () => ({
  forms: {
    get: () =>
      Promise.resolve({
        id: 'f1',
        title: 'Feedback',
        questions: [
          { id: 'q1', questionKey: 'liked', questionText: 'Liked?', questionImage: '', typeKey: 'text' },
        ],
      }),
  },
}))

const { action } = await import('./form-render-route.tsx')

function post(fields: Record<string, string>) {
  const body = formDataOf(fields)
  // Hidden inputs a visitor could change are ignored: the form and the user come from the database and session.
  body.append('formTitle', 'Forged')
  body.append('userId', 'someone-else')
  return action({
    request: new Request('http://x/form-render/f1', { method: 'POST', body }),
    params: { formId: 'f1' },
    context: {},
  } as never)
}

describe('form render action', () => {
  beforeEach(() => {
    create.mockReset()
    create.mockResolvedValue('r1')
    session.user = null
  })

  it('asks a guest to sign in and stores nothing', async () => {
    expect(await post({ 'answers.liked': 'Yes' })).toMatchObject({
      ok: false,
      formError: 'Please sign in to send your answers.',
    })
    expect(create).not.toHaveBeenCalled()
  })

  it('stores the response of a signed-in user with the form and session values', async () => {
    session.user = { uid: 'u1', email: 'u1@example.test', isAdmin: false }
    expect(await post({ 'answers.liked': 'Yes' })).toEqual({
      ok: true,
      data: { responseId: 'r1' },
      message: 'Thank you, your answers were sent.',
    })
    expect(create).toHaveBeenCalledWith({
      formId: 'f1',
      formTitle: 'Feedback',
      userId: 'u1',
      userEmail: 'u1@example.test',
      questions: [
        {
          id: 'q1',
          questionKey: 'liked',
          questionText: 'Liked?',
          questionImage: '',
          typeKey: 'text',
          answer: 'Yes',
        },
      ],
    })
  })

  it('refuses an empty response', async () => {
    session.user = { uid: 'u1', email: 'u1@example.test', isAdmin: false }
    expect(await post({ 'answers.liked': '  ' })).toMatchObject({
      ok: false,
      formError: 'Please answer at least one question.',
      values: { 'answers.liked': '  ' },
    })
    expect(create).not.toHaveBeenCalled()
  })
})
