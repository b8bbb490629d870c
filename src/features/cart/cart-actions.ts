import { data, redirect, type ActionFunctionArgs } from 'react-router'
import {
  addCartItem,
  cartRedirectTarget,
  clearCart,
  removeCartItem,
  updateCartItem,
} from '../../lib/cart/cart.ts'
import { parseFormData, textField } from '../../lib/forms/parse-form-data.ts'
import type { RouteModule } from '../../lib/route-module.ts'
import { z } from 'zod/mini'
import { optionRequestSchema } from '../../shared/schemas/package-options.ts'

// Action-only routes: /add-cart-item, /update-cart-item, /remove-cart-item, /clear-cart. Each
// changes the browser cart and redirects to /package-shop, or to the local path in the `redirect` query parameter
// (or form field). Opening one of them directly just goes to the shop. A form posted by a fetcher with `stay=true`
// (the package cards' Add) is answered with data instead, so the visitor stays where they are.

async function readForm(request: Request): Promise<{ form: FormData; target: string }> {
  const form = await request.formData()
  const requested = new URL(request.url).searchParams.get('redirect') ?? form.get('redirect')
  return { form, target: cartRedirectTarget(typeof requested === 'string' ? requested : null) }
}

/** A number field: `fallback` when blank; anything but a number is refused. */
const numberField = (name: string, fallback: number) =>
  z.pipe(
    textField(z.refine((raw) => raw === '' || Number.isFinite(Number(raw)), `${name} must be a number.`)),
    z.transform((raw) => (raw === '' ? fallback : Number(raw))),
  )

const cartLineForm = z.object({
  chefPackageId: textField(z.minLength(1, 'A cart item needs a chefPackageId.')),
  quantity: numberField('quantity', 1),
})

/** Text holding JSON, read as the value it holds. */
const jsonText = z.pipe(
  z.string(),
  z.transform((raw, context) => {
    try {
      return JSON.parse(raw) as unknown
    } catch {
      context.issues.push({ code: 'custom', message: 'The options chosen are not readable.', input: raw })
      return z.NEVER
    }
  }),
)

const addedLineForm = z.object({
  ...cartLineForm.shape,
  title: textField(),
  price: numberField('price', 0),
  image: textField(),
  stay: textField(),
  // The options chosen on the package page, as JSON; absent when the package has none (a shop card's Add).
  chosen: z.optional(z.pipe(jsonText, z.array(optionRequestSchema))),
})

/** The cart forms are posted by the site's own pages: a form that does not fit is a bad request, not a typo. */
function readLine<Schema extends z.core.$ZodType>(form: FormData, schema: Schema): z.output<Schema> {
  const parsed = parseFormData(form, schema)
  if (!parsed.ok) {
    throw data(Object.values(parsed.fieldErrors).join(' '), { status: 400, statusText: 'Bad Request' })
  }
  return parsed.data
}

const toShop = () => redirect('/package-shop')

export const addCartItemRoute: RouteModule = {
  loader: toShop,
  async action({ request }: ActionFunctionArgs) {
    const { form, target } = await readForm(request)
    const { stay, chosen, ...line } = readLine(form, addedLineForm)
    addCartItem({ ...line, ...(chosen ? { chosen } : {}) })
    if (stay === 'true') return { added: line.title }
    return redirect(target)
  },
}

export const updateCartItemRoute: RouteModule = {
  loader: toShop,
  async action({ request }: ActionFunctionArgs) {
    const { form, target } = await readForm(request)
    const { chefPackageId, quantity } = readLine(form, cartLineForm)
    updateCartItem(chefPackageId, quantity)
    return redirect(target)
  },
}

export const removeCartItemRoute: RouteModule = {
  loader: toShop,
  async action({ request }: ActionFunctionArgs) {
    const { form, target } = await readForm(request)
    removeCartItem(readLine(form, z.pick(cartLineForm, { chefPackageId: true })).chefPackageId)
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
