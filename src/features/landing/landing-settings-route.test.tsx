import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  landingSettingsFromBlocks,
  missingMenuMessage,
  repeatedMenuMessage,
  type LandingSettingsBlocks,
} from '../../shared/landing-settings.ts'
import { menuSchema, type Menu } from '../../shared/schemas/menu.ts'
import { Component } from './landing-settings-route.tsx'

const blocks: LandingSettingsBlocks = {
  topLandingCards: [
    {
      id: 'card-1',
      title: 'Free consultation',
      summary: 'We plan together.',
      link: '/login',
      image: '/demo/promo-consultation.svg',
    },
    { id: 'card-2', title: 'Weekly meal prep', summaryPunch: 'From $145 a week.' },
  ],
  landingDownloads: [{ id: 'dl-1', title: 'Sample menu', link: '/demo/menu.pdf' }],
  contactLinks: [{ id: 'c-1', title: 'chef@saffron.test', link: 'mailto:chef@saffron.test', icon: 'email' }],
  landingList: [
    { id: 'list-1', menuId: 'menu-garden', title: '', introMenu: 'true' },
    { id: 'list-2', menuId: 'menu-gone', title: 'Old favourites', introMenu: 'false' },
  ],
}

const menuOf = (id: string, title: string, published = true): Menu =>
  menuSchema.parse({ id, title, published, image: `/demo/${id}.svg` })
const menus = [
  menuOf('menu-coastal', 'Coastal Catch'),
  menuOf('menu-garden', 'Garden Vegetarian'),
  menuOf('menu-draft', 'Winter Warmers', false),
]

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/landing-settings',
        Component,
        HydrateFallback: () => null,
        loader: () => ({
          settings: landingSettingsFromBlocks(blocks),
          blocks,
          menus,
          missing: [],
          updateStamp: undefined,
        }),
      },
    ],
    { initialEntries: ['/landing-settings'] },
  )
  render(<RouterProvider router={router} />)
}

describe('the landing settings page', () => {
  it('shows the stored offers, downloads and contact links in the preview and follows the typing', async () => {
    const user = userEvent.setup()
    renderPage()
    const form = await screen.findByRole('form', { name: 'Landing page settings' })
    const preview = screen.getByRole('region', { name: 'What customers see' })
    expect(within(preview).getByRole('heading', { name: 'Free consultation' })).toBeTruthy()
    expect(within(preview).getByRole('link', { name: /Sample menu/ })).toBeTruthy()
    expect(within(preview).getByRole('link', { name: 'chef@saffron.test' }).getAttribute('href')).toBe(
      'mailto:chef@saffron.test',
    )

    const second = within(form).getByRole('group', { name: 'Offer 2' })
    // Typing is a change per key; one change stands for it (userEvent types slowly under jsdom).
    fireEvent.change(within(second).getByLabelText('Price or when'), { target: { value: 'From $99.' } })
    expect(within(preview).getByText('From $99.')).toBeTruthy()
    expect(within(preview).queryByText('From $145 a week.')).toBeNull()

    await user.click(within(second).getByLabelText('Shown on the landing page'))
    expect(within(preview).queryByRole('heading', { name: 'Weekly meal prep' })).toBeNull()

    // The offer's picture is shown by its row and in the preview, and can be removed there.
    const first = within(form).getByRole('group', { name: 'Offer 1' })
    expect(within(first).getByRole('img', { name: 'Picture preview' }).getAttribute('src')).toBe(
      '/demo/promo-consultation.svg',
    )
    expect(within(preview).getByRole('img', { name: 'Free consultation' })).toBeTruthy()
    await user.click(within(first).getByRole('button', { name: 'Remove image' }))
    expect(within(preview).queryByRole('img', { name: 'Free consultation' })).toBeNull()
    expect(first.querySelector<HTMLInputElement>('input[name="offer.card-1.image"]')?.value).toBe('')
  })

  it('names the address field by the kind of contact and previews a phone as a tel: link', async () => {
    const user = userEvent.setup()
    renderPage()
    const contact = await screen.findByRole('group', { name: 'Contact link 1' })
    expect(within(contact).getByLabelText(/E-mail address/)).toBeTruthy()
    await user.selectOptions(within(contact).getByLabelText('Kind'), 'phone')
    fireEvent.change(within(contact).getByLabelText(/Phone number/), { target: { value: '(646) 555-0199' } })
    fireEvent.change(within(contact).getByLabelText('Text shown'), { target: { value: 'Call us' } })
    const preview = screen.getByRole('region', { name: 'What customers see' })
    expect(within(preview).getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe(
      'tel:+16465550199',
    )
  })

  it('picks featured menus by name, previews them as tiles and says a menu that no longer exists', async () => {
    const user = userEvent.setup()
    renderPage()
    const preview = within(await screen.findByRole('region', { name: 'What customers see' }))
    const tiles = () =>
      preview.getAllByRole('link', { name: /^(Garden|Coastal|Winter)/ }).map((link) => link.textContent)
    expect(tiles()).toEqual(['Garden Vegetarian'])
    expect(preview.getByText(/Listed with their packages below the tiles: Garden Vegetarian\./)).toBeTruthy()

    const gone = screen.getByRole('group', { name: 'Featured menu 2' })
    expect(within(gone).getByText(missingMenuMessage)).toBeTruthy()
    const choice = within(gone).getByLabelText(/^Menu/)
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a menu',
      'A menu that no longer exists',
      'Coastal Catch',
      'Garden Vegetarian',
      'Winter Warmers (draft: not shown until published)',
    ])
    await user.selectOptions(choice, 'Coastal Catch')
    expect(within(gone).queryByText(missingMenuMessage)).toBeNull()
    expect(preview.getByRole('link', { name: 'Old favourites' }).getAttribute('href')).toBe(
      '/package-shop/menu-coastal',
    )

    await user.click(screen.getByRole('button', { name: 'Add featured menu' }))
    const added = screen.getByRole('group', { name: 'Featured menu 3' })
    // A menu featured above is said as it is picked, and the message goes with another choice.
    await user.selectOptions(within(added).getByLabelText(/^Menu/), 'Garden Vegetarian')
    expect(within(added).getByText(repeatedMenuMessage)).toBeTruthy()
    await user.selectOptions(
      within(added).getByLabelText(/^Menu/),
      'Winter Warmers (draft: not shown until published)',
    )
    // A draft is left out of the landing page, so of the preview too.
    expect(preview.queryByRole('link', { name: 'Winter Warmers' })).toBeNull()
    expect(within(added).queryByText(repeatedMenuMessage)).toBeNull()
    await user.click(within(added).getByLabelText('Also list its packages'))
    await user.click(
      within(screen.getByRole('group', { name: 'Featured menu 1' })).getByLabelText('Also list its packages'),
    )
    expect(preview.queryByText(/Listed with their packages/)).toBeNull()
  })
})
