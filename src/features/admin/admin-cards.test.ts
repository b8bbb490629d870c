import { describe, expect, it } from 'vitest'
import { adminCards } from './admin-cards.ts'

describe('adminCards', () => {
  it('lists the admin drop entries in order, each with its link, Admin Settings last', () => {
    expect(adminCards().map(({ description: _description, ...card }) => card)).toEqual([
      { title: 'Forms', link: '/forms-list', grey: false },
      { title: 'Form Intake', link: '/form-response-intake', grey: false },
      { title: 'Package Management', link: '/package-management', grey: false },
      { title: 'Menu Management', link: '/menu-management', grey: false },
      { title: 'User Management', link: '/user-management', grey: false },
      { title: 'Landing Page', link: '/landing-settings', grey: false },
      { title: 'Content Configs', link: '/content-configs', grey: false },
      { title: 'App Configs', link: '/app-configs', grey: false },
      { title: 'Fulfilment Calendar', link: '/fulfilment-calendar', grey: false },
      { title: 'Business Schedule', link: '/business-schedule', grey: false },
      { title: 'Prep List', link: '/prep-list', grey: false },
      { title: 'Meal Plan Subscribers', link: '/meal-plan-subscribers', grey: false },
      { title: 'Promotion Codes', link: '/promotion-codes', grey: false },
      { title: 'Meal Plans Admin', link: '/meal-plans-admin', grey: false },
      { title: 'New Meal Plan', link: '/meal-plan-editor', grey: false },
      { title: 'Landing Offers', link: '/landing-offers', grey: false },
      { title: 'Testimonial Review', link: '/testimonial-review', grey: false },
      { title: 'Admin Settings', link: '/admin-settings', grey: false },
    ])
  })

  it('greys out a linked entry whose title is listed as grey, and adds a grey page no route offers', () => {
    const routes = [
      {
        path: 'admin-settings',
        title: 'Admin Settings',
        flags: { admin: true, adminDrop: true },
        module: 'adminSettings' as const,
      },
    ]
    const grey = [
      { title: 'Admin Settings', link: '/admin-settings' },
      { title: 'Reports', link: '/reports' },
    ]
    expect(adminCards(routes, grey)).toEqual([
      {
        title: 'Admin Settings',
        link: '/admin-settings',
        description: 'Who receives the alert mails, and which alerts each person gets.',
        grey: true,
      },
      { title: 'Reports', link: '/reports', description: '', grey: true },
    ])
  })

  it('describes every card in words, never by its path', () => {
    for (const card of adminCards()) {
      expect(card.description, card.title).toMatch(/^[A-Z][^/]+\.$/)
    }
  })
})
