import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ErrorScreen } from '../../components/error-screen.tsx'
import { action, Component } from './not-built-route.tsx'

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: () => <ErrorScreen error={useRouteError()} />,
        children: [
          { path: 'package-shop/:menuId?', handle: { title: 'Package Shop' }, Component, action },
          {
            path: 'customer-profile/:id?',
            handle: { title: 'Customer Profile' },
            Component,
            children: [{ path: 'consultation-notes', handle: { title: 'Consultation Notes' }, Component }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('not-built placeholder route', () => {
  it('says honestly that the page is not available, under the route title, with a link home', async () => {
    renderAt('/package-shop/m1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Package Shop' })).toBeInTheDocument()
    expect(screen.getByText(/not available yet/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('uses the deepest route title and renders one h1 for nested routes', async () => {
    renderAt('/customer-profile/u1/consultation-notes')
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultation Notes' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('answers a POST with 501 instead of a fake success', async () => {
    const router = renderAt('/package-shop')
    await screen.findByRole('heading', { level: 1, name: 'Package Shop' })
    await router.navigate('/package-shop', { formMethod: 'post', formData: new FormData() })
    expect(await screen.findByRole('heading', { level: 2, name: '501 Not Implemented' })).toBeInTheDocument()
    expect(screen.getByText('This feature is not available yet.')).toBeInTheDocument()
  })
})
