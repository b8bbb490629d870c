import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CatalogCards } from './catalog-ui.tsx'

const menus = [
  { id: 'menu one', title: 'Tuscan Supper', image: '', packages: 3 },
  { id: 'menu-two', title: 'Sweet Endings', image: '/demo/sweet.svg', packages: 1 },
]

function renderCards() {
  const Page = () => (
    <CatalogCards
      items={menus}
      editRoute="/menu-edit"
      collection="menus"
      listPath="/menu-management"
      card={(menu) => ({ title: menu.title, note: `${menu.packages} packages` })}
    >
      <li>New</li>
    </CatalogCards>
  )
  render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: Page }])} />)
}

describe('CatalogCards', () => {
  it('lists the leading cards, then a card per record opening its editor', () => {
    renderCards()
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'New',
      expect.stringContaining('Tuscan Supper3 packages'),
      expect.stringContaining('Sweet Endings1 packages'),
    ])
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/menu-edit/menu%20one')
    expect(within(items[2]!).getByRole('link')).toHaveAttribute('href', '/menu-edit/menu-two')
  })

  it('deletes a record from its collection and comes back to the list', async () => {
    renderCards()
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tuscan Supper' }))
    const dialog = await screen.findByRole('dialog')
    const form = dialog.querySelector('form') ?? dialog.closest('form')
    expect(form?.getAttribute('action')).toBe('/delete-item/menus/menu%20one')
    expect(form?.querySelector('input[name="redirectLink"]')).toHaveValue('/menu-management')
  })
})
