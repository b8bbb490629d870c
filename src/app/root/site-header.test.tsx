import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../app-providers.tsx'
import { themeModeStorageKey } from '../theme.ts'
import { SiteHeader, type SiteHeaderProps } from './site-header.tsx'

// jsdom has no matchMedia; MUI reads it for the OS colour-scheme preference.
function stubMatchMedia(prefersDark: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('dark') ? prefersDark : false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })) as unknown as typeof window.matchMedia
}

beforeAll(() => stubMatchMedia(false))

function setup(props: Partial<SiteHeaderProps> = {}) {
  const signOut = vi.fn(() => null)
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SiteHeader
            companyName="Saffron Table"
            user={null}
            links={[
              { title: 'Login', link: '/login' },
              { title: 'Package Shop', link: '/package-shop' },
            ]}
            {...props}
          />
        ),
      },
      { path: '/sign-out', action: signOut },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, signOut }
}

describe('SiteHeader', () => {
  it('has a banner with the logo linking home and a labelled navigation', () => {
    setup()
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Saffron Table, home' })).toHaveAttribute('href', '/')
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument()
  })

  it('opens the dropdown from the keyboard and follows a link', async () => {
    const user = userEvent.setup()
    const { router } = setup()
    const menuButton = screen.getByRole('button', { name: 'Site menu' })
    menuButton.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Login', 'Package Shop'])
    await vi.waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Login' })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Package Shop' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/package-shop'))
  })

  it('calls the menu Account for a signed-in visitor and names what it opens', () => {
    setup({ user: { uid: 'u1', email: 'ann@example.com', isAdmin: false } })
    const button = screen.getByRole('button', { name: 'Account menu' })
    expect(button).toHaveTextContent('Account')
    expect(screen.queryByRole('button', { name: 'Site menu' })).not.toBeInTheDocument()
  })

  it('links to the cart with its item count in the name', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ chefPackageId: 'p1', title: 'Ragu', price: 10, quantity: 2 }]),
    )
    setup()
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute(
      'href',
      '/order-review',
    )
    localStorage.removeItem('cart')
    window.dispatchEvent(new Event('saffron-cart-change'))
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument()
  })

  it('shows the signed-in e-mail and a Sign out button that posts to /sign-out', async () => {
    const user = userEvent.setup()
    const { signOut } = setup({ user: { uid: 'u1', email: 'ann@example.com', isAdmin: false } })
    expect(screen.getByText('ann@example.com', { selector: 'p' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1))
  })

  it('has a labelled dark-theme switch that remembers the choice', async () => {
    const user = userEvent.setup()
    setup()
    const toggle = screen.getByRole('switch', { name: 'Dark theme' })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(toggle).toBeChecked()
    await vi.waitFor(() => expect(localStorage.getItem(themeModeStorageKey)).toBe('dark'))
  })
})
