import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { describeError, ErrorScreen } from './error-screen.tsx'

class SchemaError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SchemaError'
  }
}

function renderWithRouter(initial: string, routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(routes, { initialEntries: [initial] })
  render(<RouterProvider router={router} />)
  return router
}

// The shape React Router gives thrown responses (isRouteErrorResponse checks exactly this).
function errorResponse(status: number, statusText: string, data: unknown) {
  return { status, statusText, internal: true, data }
}

function Boundary() {
  return <ErrorScreen error={useRouteError()} />
}

describe('describeError', () => {
  it('reads router error responses', () => {
    const notFound = errorResponse(404, 'Not Found', new Error('No route matches URL "/nope"'))
    expect(describeError(notFound)).toEqual({
      status: 404,
      title: '404 Not Found',
      message: 'We could not find the page you asked for.',
      detail: 'No route matches URL "/nope"',
    })
    expect(describeError(errorResponse(405, 'Method Not Allowed', null)).message).toMatch(/does not accept/)
    expect(describeError(errorResponse(400, 'Bad Request', 'bad')).title).toBe('400 Bad Request')
  })

  it('shows a SchemaError message as a data error', () => {
    expect(describeError(new SchemaError('menus/abc: field "price" expected number'))).toEqual({
      title: 'Data error',
      message: 'menus/abc: field "price" expected number',
    })
  })

  it('copes with plain errors and thrown non-errors', () => {
    expect(describeError(new TypeError('x is undefined'))).toMatchObject({
      title: 'TypeError',
      detail: 'x is undefined',
    })
    expect(describeError('boom').detail).toBe('boom')
    expect(describeError(undefined).message).toMatch(/Something went wrong/)
  })
})

describe('ErrorScreen', () => {
  it('renders the default heading, the status, a readable message and a link home for an unknown URL', async () => {
    renderWithRouter('/missing', [
      { path: '/', ErrorBoundary: Boundary, children: [{ index: true, Component: () => null }] },
    ])
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeInTheDocument()
    expect(screen.getByText('We could not find the page you asked for.')).toBeInTheDocument()
    expect(screen.getByText(/No route matches URL "\/missing"/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('renders a 405 for a POST to a route without an action', async () => {
    const router = renderWithRouter('/', [{ path: '/', Component: () => null, ErrorBoundary: Boundary }])
    await router.navigate('/', { formMethod: 'post', formData: new FormData() })
    expect(
      await screen.findByRole('heading', { level: 2, name: '405 Method Not Allowed' }),
    ).toBeInTheDocument()
  })

  it('renders a thrown SchemaError message', async () => {
    // React and React Router report the render error; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderWithRouter('/', [
      {
        path: '/',
        Component: () => {
          throw new SchemaError('contentConfigs/c1: field "title" expected string, received number')
        },
        ErrorBoundary: Boundary,
      },
    ])
    expect(
      await screen.findByText('contentConfigs/c1: field "title" expected string, received number'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Data error' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })
})
