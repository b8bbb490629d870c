import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PageLink } from './page-link.tsx'

function renderAt(initial: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <PageLink to="/menus?course=main" underline="hover" aria-label="Open the menus">
            Menus
          </PageLink>
        ),
      },
      { path: '/menus', element: <h1>All menus</h1> },
    ],
    { initialEntries: [initial] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('PageLink', () => {
  it('renders an anchor styled as a MUI link with the route address', () => {
    renderAt('/')
    const link = screen.getByRole('link', { name: 'Open the menus' })
    expect(link.tagName).toBe('A')
    expect(link).toHaveAttribute('href', '/menus?course=main')
    expect(link).toHaveClass('MuiLink-root', 'MuiLink-underlineHover')
    expect(link).toHaveTextContent('Menus')
  })

  it('is followed by the router without leaving the page', async () => {
    const user = userEvent.setup()
    const router = renderAt('/')
    await user.click(screen.getByRole('link', { name: 'Open the menus' }))
    expect(await screen.findByRole('heading', { name: 'All menus' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/menus')
    expect(router.state.location.search).toBe('?course=main')
  })
})
