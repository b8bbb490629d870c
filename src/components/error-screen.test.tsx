import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { describeError, ErrorScreen, newErrorReference } from './error-screen.tsx'

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
  it('reads router error responses in plain words', () => {
    const notFound = errorResponse(404, 'Not Found', new Error('No route matches URL "/nope"'))
    expect(describeError(notFound)).toEqual({
      status: 404,
      message: 'We could not find the page you asked for.',
    })
    expect(describeError(errorResponse(404, 'Not Found', 'This menu does not exist.')).message).toBe(
      'This menu does not exist.',
    )
    expect(describeError(errorResponse(405, 'Method Not Allowed', null)).message).toMatch(/does not accept/)
    expect(describeError(errorResponse(409, 'Conflict', '[409] aborted')).message).not.toMatch(/409|aborted/)
  })

  it('never shows a stored record path or an error message to the visitor', () => {
    expect(describeError(new SchemaError('menus/abc: field "price" expected number')).message).toBe(
      'Some stored information could not be read. Please try again later.',
    )
    expect(describeError(new TypeError('x is undefined')).message).not.toMatch(/undefined/)
    expect(describeError('boom').message).toMatch(/try again/)
  })
})

describe('newErrorReference', () => {
  it('is two groups of four unambiguous characters', () => {
    expect(newErrorReference()).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/)
    expect(newErrorReference((bytes) => bytes.fill(0))).toBe('AAAA-AAAA')
  })
})

describe('ErrorScreen', () => {
  it('shows an unknown URL as "Page not found" with the ways home and to the shop', async () => {
    renderWithRouter('/missing', [
      { path: '/', ErrorBoundary: Boundary, children: [{ index: true, Component: () => null }] },
    ])
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('We could not find the page you asked for.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/package-shop')
    expect(screen.queryByText(/404/)).toBeNull()
  })

  it('shows a render error with a retry and the reference it logs, without the technical message', async () => {
    // React and React Router report the render error too; the screen's own line is the one checked.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull()
    expect(screen.queryByText(/contentConfigs\/c1/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    const reference = screen.getByTestId('error-reference').textContent ?? ''
    expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(log).toHaveBeenCalledWith(`Error reference ${reference}`, {
      name: 'SchemaError',
      message: 'contentConfigs/c1: field "title" expected string, received number',
    })
  })
})
