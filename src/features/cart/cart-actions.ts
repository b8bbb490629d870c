import { data, redirect, type ActionFunctionArgs } from 'react-router-dom'
import {
  addCartItem,
  cartRedirectTarget,
  clearCart,
  removeCartItem,
  updateCartItem,
} from '../../lib/cart/cart.ts'
import type { RouteModule } from '../../lib/route-module.ts'

// Action-only routes: /add-cart-item, /update-cart-item, /remove-cart-item, /clear-cart. Each
// changes the browser cart and redirects to /package-shop, or to the local path in the `redirect` query parameter
// (or form field). Opening one of them directly just goes to the shop. A form posted by a fetcher with `stay=true`
// (the package cards' Add) is answered with data instead, so the visitor stays where they are.

async function readForm(request: Request): Promise<{ form: FormData; target: string }> {
  const form = await request.formData()
  const requested = new URL(request.url).searchParams.get('redirect') ?? form.get('redirect')
  return { form, target: cartRedirectTarget(typeof requested === 'string' ? requested : null) }
}

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

function requiredId(form: FormData): string {
  const id = text(form, 'chefPackageId')
  if (!id) throw data('A cart item needs a chefPackageId.', { status: 400, statusText: 'Bad Request' })
  return id
}

function number(form: FormData, name: string, fallback: number): number {
  const raw = text(form, name)
  if (raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value))
    throw data(`${name} must be a number.`, { status: 400, statusText: 'Bad Request' })
  return value
}

const toShop = () => redirect('/package-shop')

export const addCartItemRoute: RouteModule = {
  loader: toShop,
  async action({ request }: ActionFunctionArgs) {
    const { form, target } = await readForm(request)
    addCartItem({
      chefPackageId: requiredId(form),
      title: text(form, 'title'),
      price: number(form, 'price', 0),
      image: text(form, 'image'),
      quantity: number(form, 'quantity', 1),
    })
    if (text(form, 'stay') === 'true') return { added: text(form, 'title') }
    return redirect(target)
  },
}

export const updateCartItemRoute: RouteModule = {
  loader: toShop,
  async action({ request }: ActionFunctionArgs) {
    const { form, target } = await readForm(request)
    updateCartItem(requiredId(form), number(form, 'quantity', 1))
    return redirect(target)
  },
}

export const removeCartItemRoute: RouteModule = {
  loader: toShop,
  async action({ request }: ActionFunctionArgs) {
    const { form, target } = await readForm(request)
    removeCartItem(requiredId(form))
    return redirect(target)
  },
}

export const clearCartRoute: RouteModule = {
  loader: toShop,
  async action({ request }: ActionFunctionArgs) {
    const { target } = await readForm(request)
    clearCart()
    return redirect(target)
  },
}
