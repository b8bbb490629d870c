import { act, renderHook } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import {
  addCartItem,
  cartRedirectTarget,
  cartStorageKey,
  clearCart,
  onCartItemAdded,
  readCart,
  removeCartItem,
  setCartItemOptions,
  updateCartItem,
  useCart,
} from './cart.ts'

const pasta = { chefPackageId: 'p1', title: 'Pasta', price: 220, image: '/p.svg' }

describe('browser cart (local storage key "cart")', () => {
  it('adds with quantity 1, raises the quantity on a second add, updates and removes', () => {
    addCartItem(pasta)
    expect(JSON.parse(localStorage.getItem(cartStorageKey)!)).toEqual([{ ...pasta, quantity: 1 }])
    addCartItem({ ...pasta, price: 230 })
    expect(readCart()).toEqual([{ ...pasta, price: 230, quantity: 2 }])
    updateCartItem('p1', 5)
    expect(readCart()[0]?.quantity).toBe(5)
    updateCartItem('p1', 0)
    expect(readCart()).toEqual([])
    addCartItem(pasta)
    removeCartItem('p1')
    expect(localStorage.getItem(cartStorageKey)).toBeNull()
  })

  it('keeps the options chosen with the line: a new choice replaces them, an Add without choices keeps them', () => {
    // A cart stored before options has none on its lines and reads as it was.
    localStorage.setItem(cartStorageKey, JSON.stringify([{ ...pasta, quantity: 2 }]))
    expect(readCart()).toEqual([{ ...pasta, quantity: 2 }])
    addCartItem({ ...pasta, chosen: [{ groupId: 'main', choiceIds: ['beef'] }] })
    expect(readCart()[0]).toMatchObject({
      quantity: 3,
      chosen: [{ groupId: 'main', choiceIds: ['beef'], text: '' }],
    })
    addCartItem(pasta)
    expect(readCart()[0]?.chosen).toEqual([{ groupId: 'main', choiceIds: ['beef'], text: '' }])
    setCartItemOptions('p1', [{ groupId: 'cake', text: 'Hello' }])
    expect(readCart()[0]).toMatchObject({
      quantity: 4,
      chosen: [{ groupId: 'cake', choiceIds: [], text: 'Hello' }],
    })
    clearCart()
  })

  it('tells listeners the title of every package added, until they unsubscribe', () => {
    const heard: string[] = []
    const stop = onCartItemAdded((title) => heard.push(title))
    addCartItem(pasta)
    addCartItem(pasta)
    updateCartItem('p1', 5)
    stop()
    addCartItem(pasta)
    expect(heard).toEqual(['Pasta', 'Pasta'])
    clearCart()
  })

  it('survives broken storage contents', () => {
    localStorage.setItem(cartStorageKey, '{not json')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(readCart()).toEqual([])
    expect(error).toHaveBeenCalled()
    localStorage.setItem(cartStorageKey, JSON.stringify([{ chefPackageId: 'ok', price: 1 }, { price: 'x' }]))
    expect(readCart()).toEqual([{ chefPackageId: 'ok', title: '', price: 1, image: '', quantity: 1 }])
    error.mockRestore()
  })

  it('keeps components in step with this tab and with other tabs (storage event)', () => {
    const { result } = renderHook(() => useCart())
    expect(result.current).toEqual([])
    act(() => {
      addCartItem(pasta)
    })
    expect(result.current).toHaveLength(1)
    act(() => {
      // Another tab wrote the cart: the browser fires `storage` here.
      localStorage.setItem(cartStorageKey, JSON.stringify([{ ...pasta, quantity: 3 }]))
      window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey }))
    })
    expect(result.current[0]?.quantity).toBe(3)
    act(() => clearCart())
    expect(result.current).toEqual([])
  })

  it('hydrates a server-rendered page without rendering it again when the cart is empty', async () => {
    let renders = 0
    function CartCount() {
      renders += 1
      return <span>{useCart().length} in cart</span>
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<CartCount />)
    document.body.append(container)
    for (const stored of [null, '[]']) {
      if (stored === null) localStorage.removeItem(cartStorageKey)
      else localStorage.setItem(cartStorageKey, stored)
      renders = 0
      const root = await act(async () => hydrateRoot(container, <CartCount />))
      expect(renders).toBe(1)
      expect(container.textContent).toBe('0 in cart')
      act(() => root.unmount())
      container.innerHTML = renderToString(<CartCount />)
    }
    // A stored cart does differ from the server's, and shows once hydrated.
    localStorage.setItem(cartStorageKey, JSON.stringify([{ ...pasta, quantity: 2 }]))
    const root = await act(async () => hydrateRoot(container, <CartCount />))
    expect(container.textContent).toBe('1 in cart')
    act(() => root.unmount())
    container.remove()
  })

  it('redirects only to local paths, else to the shop', () => {
    expect(cartRedirectTarget('/order-review')).toBe('/order-review')
    expect(cartRedirectTarget(null)).toBe('/package-shop')
    for (const bad of ['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)']) {
      expect(cartRedirectTarget(bad)).toBe('/package-shop')
    }
  })
})
