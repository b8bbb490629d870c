import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { landingSettingsFromBlocks, type LandingSettingsBlocks } from '../../shared/landing-settings.ts'
import { Component } from './landing-settings-route.tsx'

const blocks: LandingSettingsBlocks = {
  topLandingCards: [
    { id: 'card-1', title: 'Free consultation', summary: 'We plan together.', link: '/login' },
    { id: 'card-2', title: 'Weekly meal prep', summaryPunch: 'From $145 a week.' },
  ],
  landingDownloads: [{ id: 'dl-1', title: 'Sample menu', link: '/demo/menu.pdf' }],
  contactLinks: [{ id: 'c-1', title: 'chef@saffron.test', link: 'mailto:chef@saffron.test', icon: 'email' }],
}

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
          missing: [],
          offersConfigId: 'config-cards',
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
})
