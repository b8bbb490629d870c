import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data.ts'

const calls = vi.hoisted(() => ({ callOrdering: vi.fn() }))
const session = vi.hoisted(() => ({ user: null as null | { uid: string; email: string; isAdmin: boolean } }))
const notes = vi.hoisted(() => ({ create: vi.fn(async () => 'n1') }))
vi.mock('../../lib/cart/ordering-calls.ts', () => calls)
vi.mock('../../lib/session.ts', () => ({ getSession: async () => session }))
vi.mock('../../lib/data/internal-notes.ts', () => ({ internalNotesOf: () => notes }))

const { action, answerUpdate } = await import('./order-status-action.ts')

function post(fields: Record<string, string>) {
  const body = formDataOf(fields)
  return action({
    request: new Request('http://x/order-status/o1', { method: 'POST', body }),
    params: { orderId: 'o1' },
    context: {},
  } as never)
}

const refused = { ok: false, code: 'failed-precondition', fieldErrors: { to: 'Not from here.' }, values: {} }

describe('order status action', () => {
  beforeEach(() => {
    calls.callOrdering.mockReset().mockResolvedValue({ ok: true, data: {} })
    notes.create.mockClear()
    session.user = null
  })

  it('has no status list of its own: the one state control changes the order', async () => {
    const answer = await post({ intent: 'status', statusCode: '2' })
    expect(answer).toMatchObject({ init: { status: 400 }, data: { ok: false } })
    expect(calls.callOrdering).not.toHaveBeenCalled()
  })

  it('refuses a state that is not a kitchen step (payment states follow payments and refunds)', async () => {
    expect(await post({ intent: 'state', to: 'partiallyRefunded' })).toMatchObject({
      ok: false,
      fieldErrors: { to: 'Choose what the order becomes.' },
    })
    expect(calls.callOrdering).not.toHaveBeenCalled()
  })

  it('asks for a note before calling the server, and sends it trimmed', async () => {
    expect(await post({ intent: 'note', noteText: '   ' })).toMatchObject({
      formError: 'Write a note first.',
    })
    expect(calls.callOrdering).not.toHaveBeenCalled()
    expect(await post({ intent: 'note', noteText: ' Packed. ' })).toEqual({
      ok: true,
      data: { intent: 'note' },
      message: 'Note added.',
    })
    expect(calls.callOrdering.mock.lastCall?.[1]).toEqual({
      orderId: 'o1',
      noteText: 'Packed.',
      mailCustomer: false,
    })
  })

  it('refuses a state change without a state by its field, and sends reason and token only when given', async () => {
    expect(await post({ intent: 'state', reason: 'x' })).toMatchObject({
      ok: false,
      fieldErrors: { to: 'Choose what the order becomes.' },
    })
    expect(calls.callOrdering).not.toHaveBeenCalled()
    await post({ intent: 'state', to: 'cancelled', reason: ' ', token: ' t1 ' })
    expect(calls.callOrdering.mock.lastCall?.[1]).toEqual({ orderId: 'o1', to: 'cancelled', token: 't1' })
  })

  it("sends the reminders toggle as a boolean with a guest's token", async () => {
    await post({ intent: 'reminders', reminders: 'on', token: 'tok' })
    expect(calls.callOrdering.mock.lastCall?.[1]).toEqual({ orderId: 'o1', reminders: true, token: 'tok' })
    await post({ intent: 'reminders', reminders: 'off' })
    expect(calls.callOrdering.mock.lastCall?.[1]).toEqual({ orderId: 'o1', reminders: false })
  })

  it('lets only staff add an internal note', async () => {
    session.user = { uid: 'c1', email: 'c@x.test', isAdmin: false }
    expect(await post({ intent: 'internalNote', text: 'Hi' })).toMatchObject({
      formError: 'Only staff can add internal notes.',
    })
    session.user = { uid: 'a1', email: 'a@x.test', isAdmin: true }
    expect(await post({ intent: 'internalNote', text: 'Allergy checked' })).toMatchObject({ ok: true })
    expect(notes.create).toHaveBeenCalledWith({ text: 'Allergy checked', authorUid: 'a1' })
  })

  it('answers an intent no form sends with a 400, calling nothing', async () => {
    const answer = await post({ intent: 'delete-everything' })
    expect(answer).toMatchObject({ init: { status: 400 }, data: { ok: false } })
    expect(calls.callOrdering).not.toHaveBeenCalled()
  })
})

describe('answerUpdate', () => {
  const where = { orderId: 'o1', values: { intent: 'x' } }
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('gives the intent its success message', () => {
    expect(answerUpdate('state', { ok: true, data: {} }, where)).toEqual({
      ok: true,
      data: { intent: 'state' },
      message: 'The order was updated.',
    })
  })

  it('puts a refused state change by its fields, any other refusal above the form in one sentence', () => {
    expect(answerUpdate('state', refused as never, where)).toMatchObject({
      fieldErrors: { to: 'Not from here.' },
    })
    expect(answerUpdate('note', refused as never, where)).toMatchObject({
      fieldErrors: {},
      formError: 'Not from here.',
    })
  })
})
