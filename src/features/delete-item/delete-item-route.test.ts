import { beforeEach, describe, expect, it, vi } from 'vitest'

const session = vi.hoisted(() => ({ user: null as null | { uid: string; email: string; isAdmin: boolean } }))
const removed = vi.hoisted(() => vi.fn<(id: string) => Promise<void>>())
const reviewGet = vi.hoisted(() => vi.fn<(id: string) => Promise<{ published: boolean } | null>>())
const callable = vi.hoisted(() => vi.fn<(data: unknown) => Promise<unknown>>())

vi.mock('../../lib/session.ts', () => ({ getSession: async () => session }))
vi.mock('../../lib/firebase.ts', () => ({ firebaseFunctions: async () => ({}) }))
vi.mock('firebase/functions', () => ({ httpsCallable: () => callable }))
vi.mock('../../lib/data/content-configs.ts', () => ({ contentConfigs: { query: async () => [] } }))
vi.mock('../../lib/data/registry.ts', async (importOriginal) => {
  const original = await importOriginal<RegistryModule>()
  const fake = { remove: removed, get: reviewGet }
  return {
    ...original,
    collectionsByName: Object.fromEntries(
      Object.keys(original.collectionsByName).map((name) => [name, fake]),
    ),
  }
})

import type * as Registry from '../../lib/data/registry.ts'
import { action, isDeletable, safeRedirect } from './delete-item-route.ts'

type RegistryModule = typeof Registry

function post(apiName: string, itemId: string, redirectLink?: string) {
  const body = new FormData()
  if (redirectLink !== undefined) body.set('redirectLink', redirectLink)
  const request = new Request(`http://localhost/delete-item/${apiName}/${itemId}`, { method: 'POST', body })
  return action({ request, params: { apiName, itemId }, context: {} } as unknown as Parameters<
    typeof action
  >[0])
}

const admin = { uid: 'a', email: 'a@x.test', isAdmin: true }

describe('delete-item', () => {
  beforeEach(() => {
    session.user = admin
    removed.mockReset().mockResolvedValue()
    reviewGet.mockReset().mockResolvedValue({ published: false })
    callable.mockReset().mockResolvedValue({ data: { removedFromMenus: 0 } })
  })

  it('allows catalogue and content collections, never profiles, orders, payments, mail or published testimonials', () => {
    for (const name of [
      'menus',
      'landingOffers',
      'chefPackages',
      'testimonialReview',
      'forms',
      'contentConfigs',
    ]) {
      expect(isDeletable(name)).toBe(true)
    }
    for (const name of [
      'userProfiles',
      'orders',
      'payments',
      'mail',
      'testimonials',
      'adminUsers',
      'nope',
      '__proto__',
    ]) {
      expect(isDeletable(name)).toBe(false)
    }
  })

  it('follows only local redirect paths', () => {
    expect(safeRedirect('/menu-management')).toBe('/menu-management')
    expect(safeRedirect('https://evil.example')).toBe('/admin-dashboard')
    expect(safeRedirect('//evil.example')).toBe('/admin-dashboard')
    expect(safeRedirect('/\\evil.example')).toBe('/admin-dashboard')
    expect(safeRedirect(null)).toBe('/admin-dashboard')
  })

  it('deletes a menu and redirects to the local link', async () => {
    const response = await post('menus', 'm1', '/menu-management')
    expect(removed).toHaveBeenCalledWith('m1')
    expect(response.headers.get('Location')).toBe('/menu-management')
  })

  it('deletes a package through the callable (menus unlinked in one batch), not a direct delete', async () => {
    await post('chefPackages', 'p1', '/package-management')
    expect(callable).toHaveBeenCalledWith({ chefPackageId: 'p1' })
    expect(removed).not.toHaveBeenCalled()
  })

  it('refuses a non-admin, a forbidden collection and a published review', async () => {
    session.user = { ...admin, isAdmin: false }
    await expect(post('menus', 'm1')).rejects.toMatchObject({ init: { status: 403 } })
    session.user = admin
    await expect(post('userProfiles', 'u1')).rejects.toMatchObject({ init: { status: 400 } })
    reviewGet.mockResolvedValue({ published: true })
    await expect(post('testimonialReview', 'r1')).rejects.toMatchObject({ init: { status: 409 } })
    expect(removed).not.toHaveBeenCalled()
  })

  it('ignores an off-site redirect after deleting', async () => {
    const response = await post('landingOffers', 'o1', 'https://evil.example/phish')
    expect(response.headers.get('Location')).toBe('/admin-dashboard')
  })

  it('refuses the consultation sign-up form, admins included, and deletes other forms', async () => {
    reviewGet.mockResolvedValue({ published: false, formKey: 'consultaionSignUp' } as never)
    await expect(post('forms', 'consultation')).rejects.toMatchObject({ init: { status: 409 } })
    expect(removed).not.toHaveBeenCalled()
    reviewGet.mockResolvedValue({ published: false, formKey: 'allergyCheck' } as never)
    await post('forms', 'allergies', '/form-management')
    expect(removed).toHaveBeenCalledWith('allergies')
  })
})
