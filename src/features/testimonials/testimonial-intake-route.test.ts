import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data.ts'

import {
  intakeFailure,
  isLocalPath,
  makeAction,
  parseTestimonialSubmission,
} from './testimonial-intake-route.ts'

const create = vi.fn<(data: { email: string; name: string; testimony: string }) => Promise<string>>()
const action = makeAction(create)

const form = formDataOf

const valid = {
  email: 'ann@example.com',
  name: 'Ann',
  testimony: 'Lovely dinner.',
  redirectUrl: '/package-shop',
}

function post(fields: Record<string, string>, method = 'POST') {
  const request = new Request('http://localhost/testimonial-review', { method, body: form(fields) })
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0])
}

describe('parseTestimonialSubmission', () => {
  it('accepts a complete submission and trims it', () => {
    expect(parseTestimonialSubmission(form({ ...valid, name: '  Ann  ' }))).toEqual({
      ok: true,
      value: { ...valid, name: 'Ann' },
    })
  })

  it('defaults redirectUrl to /', () => {
    const { redirectUrl: _omit, ...rest } = valid
    expect(parseTestimonialSubmission(form(rest))).toMatchObject({ ok: true, value: { redirectUrl: '/' } })
    expect(parseTestimonialSubmission(form({ ...rest, redirectUrl: '' }))).toMatchObject({
      ok: true,
      value: { redirectUrl: '/' },
    })
  })

  it('returns one message per invalid field', () => {
    const typed = { email: 'not-an-email', name: ' ', testimony: '' }
    expect(parseTestimonialSubmission(form(typed))).toEqual({
      ok: false,
      fieldErrors: {
        email: 'Please enter a valid e-mail address.',
        name: 'Please enter your name.',
        testimony: 'Please write your testimony.',
      },
      values: typed,
    })
    expect(parseTestimonialSubmission(form({ ...valid, email: '' }))).toEqual({
      ok: false,
      fieldErrors: { email: 'Please enter your e-mail address.' },
      values: { ...valid, email: '' },
    })
    expect(parseTestimonialSubmission(new FormData())).toMatchObject({
      ok: false,
      fieldErrors: { name: expect.any(String) },
    })
  })

  it('enforces the bounds firestore.rules enforce', () => {
    expect(parseTestimonialSubmission(form({ ...valid, name: 'x'.repeat(121) })).ok).toBe(false)
    expect(parseTestimonialSubmission(form({ ...valid, testimony: 'x'.repeat(4001) })).ok).toBe(false)
    expect(parseTestimonialSubmission(form({ ...valid, email: 'ann@example.c' })).ok).toBe(false)
  })

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'relative/path',
  ])('rejects the off-site redirectUrl %s, said for the whole form', (redirectUrl) => {
    expect(parseTestimonialSubmission(form({ ...valid, redirectUrl }))).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'The return address must be a page of this site.',
      values: { ...valid, redirectUrl },
    })
  })

  it('knows a local path', () => {
    expect(isLocalPath('/')).toBe(true)
    expect(isLocalPath('/order-review?x=1')).toBe(true)
    expect(isLocalPath('//x')).toBe(false)
  })
})

describe('testimonial intake action', () => {
  beforeEach(() => {
    create.mockReset()
  })

  it('sends the review to the server and reports success with the redirect', async () => {
    create.mockResolvedValue('new-id')
    await expect(post(valid)).resolves.toEqual({ ok: true, data: { redirectUrl: '/package-shop' } })
    expect(create).toHaveBeenCalledWith({
      name: 'Ann',
      email: 'ann@example.com',
      testimony: 'Lovely dinner.',
    })
  })

  it('returns field errors and sends nothing for invalid input', async () => {
    await expect(post({ ...valid, email: 'nope' })).resolves.toEqual({
      ok: false,
      fieldErrors: { email: 'Please enter a valid e-mail address.' },
      values: { ...valid, email: 'nope' },
    })
    expect(create).not.toHaveBeenCalled()
  })

  it('logs a failed send and says so instead of pretending success', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    create.mockRejectedValue(Object.assign(new Error('boom'), { code: 'functions/internal' }))
    const result = await post(valid)
    expect(result).toMatchObject({
      ok: false,
      formError: expect.stringMatching(/could not be sent/),
      values: valid,
    })
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('testimonial intake'),
      expect.objectContaining({ code: 'internal' }),
    )
  })

  it('explains a rate limit clearly', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    create.mockRejectedValue(
      Object.assign(new Error('Please wait an hour and try again.'), {
        code: 'functions/resource-exhausted',
      }),
    )
    await expect(post(valid)).resolves.toMatchObject({
      ok: false,
      formError: 'Please wait an hour and try again.',
    })
  })

  it('refuses other methods', async () => {
    await expect(post(valid, 'PUT')).rejects.toMatchObject({ init: { status: 405 } })
  })
})

describe('intakeFailure', () => {
  it('puts server field problems by the fields', () => {
    expect(
      intakeFailure({
        code: 'functions/invalid-argument',
        message: 'Invalid request data: email',
        details: { fields: { email: 'Invalid' } },
      }),
    ).toEqual({ ok: false, fieldErrors: { email: 'Please check this field.' }, values: {} })
  })
})
