import { describe, expect, it } from 'vitest'
import { computeMenuLinks, dropLinkPath, flaggedDropLinks } from './drop-links.ts'
import type { CatalogRoute } from '../app/route-catalog.ts'

const routes: CatalogRoute[] = [
  { index: true, title: 'Home', flags: { public: true }, module: 'landing' },
  {
    path: 'package-shop/:menuId?',
    title: 'Packages',
    flags: { public: true, publcDrop: true },
    module: 'packageShop',
  },
  {
    path: 'order-management',
    title: 'Orders',
    flags: { user: true, userDrop: true },
    module: 'orderManagement',
  },
  { path: 'forms-list', title: 'Forms', flags: { admin: true, adminDrop: true }, module: 'formsList' },
  { path: 'settings', title: 'Settings', flags: { user: true }, module: 'settings' },
  {
    path: 'customer-profile/:id?',
    title: 'Profile',
    flags: { user: true },
    module: 'customerProfileLayout',
    children: [
      { path: 'notes', title: 'Notes', flags: { admin: true, adminDrop: true }, module: 'consultationNotes' },
    ],
  },
]

const titles = (links: { title: string }[]) => links.map((entry) => entry.title)

describe('computeMenuLinks', () => {
  it('gives guests Login and public links only', () => {
    expect(computeMenuLinks(null, routes)).toEqual([
      { title: 'Login', link: '/login' },
      { title: 'Packages', link: '/package-shop' },
    ])
  })

  it('gives customers Dashboard (user), Profile, public and user links', () => {
    expect(computeMenuLinks({ isAdmin: false }, routes)).toEqual([
      { title: 'Dashboard', link: '/user-dashboard' },
      { title: 'Profile', link: '/customer-profile' },
      { title: 'Packages', link: '/package-shop' },
      { title: 'Orders', link: '/order-management' },
    ])
  })

  it('gives admins the admin dashboard and admin links too', () => {
    const links = computeMenuLinks({ isAdmin: true }, routes)
    expect(links[0]).toEqual({ title: 'Dashboard', link: '/admin-dashboard' })
    expect(titles(links)).toEqual(['Dashboard', 'Profile', 'Packages', 'Orders', 'Forms', 'Notes'])
    expect(links.at(-1)).toEqual({ title: 'Notes', link: '/customer-profile' })
    expect(titles(links)).not.toContain('Login')
  })
})

describe('dropLinkPath and flaggedDropLinks', () => {
  it('cuts the path before its first parameter', () => {
    expect(dropLinkPath('package-shop/:menuId?')).toBe('/package-shop')
    expect(dropLinkPath('app-configs')).toBe('/app-configs')
    expect(dropLinkPath('notes', 'customer-profile/:id?')).toBe('/customer-profile')
    expect(dropLinkPath('notes', '/settings')).toBe('/settings/notes')
    expect(dropLinkPath(undefined)).toBe('/')
  })

  it('produces drop-list link records with the original keys', () => {
    expect(flaggedDropLinks(routes)[0]).toEqual({
      title: 'Packages',
      link: '/package-shop',
      adminDrop: false,
      userDrop: false,
      publcDrop: true,
      userFlag: false,
      adminFlag: false,
    })
    expect(flaggedDropLinks(routes).find((entry) => entry.title === 'Forms')).toMatchObject({
      adminDrop: true,
      adminFlag: true,
    })
  })
})
