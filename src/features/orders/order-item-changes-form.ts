import { z } from 'zod/mini'
import { callOrdering } from '../../lib/cart/ordering-calls.ts'
import { checkboxField, parseFormData, textField } from '../../lib/forms/parse-form-data.ts'
import { failed, succeeded, submittedValues } from '../../shared/action-result.ts'
import { changeOrderItemsCallable } from '../../shared/callables.ts'
import { formatCents } from '../../shared/money.ts'

// The "Change items" dialog's step of the order page's action: its rows (a package and a quantity each), whether
// it asks for the preview only, and the request key it was drawn with. The server prices and checks everything.

export const itemChangesIntent = 'itemChanges'

export const itemChangesFormSchema = z.object({
  chefPackageId: z.array(z.string()),
  quantity: z.array(z.string()),
  dryRun: checkboxField(),
  requestKey: textField(),
})

type Rows = Pick<z.output<typeof itemChangesFormSchema>, 'chefPackageId' | 'quantity'>

/** The rows as the callable takes them, or the messages of the rows left incomplete (keyed like the server's). */
export function itemsOfRows(
  rows: Rows,
):
  | { ok: true; items: Array<{ chefPackageId: string; quantity: number }> }
  | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {}
  const items = rows.chefPackageId.map((chefPackageId, index) => {
    const quantityText = (rows.quantity[index] ?? '').trim()
    if (chefPackageId.trim() === '') fieldErrors[`items.${index}.chefPackageId`] = 'Please choose a package.'
    if (!/^\d{1,2}$/.test(quantityText) || Number(quantityText) < 1) {
      fieldErrors[`items.${index}.quantity`] = 'Please enter a whole number from 1 to 99.'
    }
    return { chefPackageId: chefPackageId.trim(), quantity: Number(quantityText) }
  })
  if (items.length === 0)
    fieldErrors['items'] = 'Keep at least one item: to drop everything, cancel the order.'
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, items }
}

/** What the preview (or, once made, the change) says of a new total: what is refunded, or asked of the customer. */
export function differenceWords(
  preview: { totalCents: number; differenceCents: number },
  made = false,
): string {
  const total = `New total ${formatCents(preview.totalCents)}`
  const difference = formatCents(Math.abs(preview.differenceCents))
  if (preview.differenceCents < 0) return `${total}: ${difference} ${made ? 'is being' : 'will be'} refunded.`
  if (preview.differenceCents > 0) {
    return made
      ? `${total}: the customer was sent a link to pay ${difference}.`
      : `${total}: the customer will be asked to pay ${difference}.`
  }
  return `${total}: the same as before.`
}

/** Previews (dryRun) or makes the change; the answer carries the server's preview. */
export async function changeItems(orderId: string, form: FormData) {
  const values = submittedValues(form)
  const parsed = parseFormData(form, itemChangesFormSchema, { lists: ['chefPackageId', 'quantity'] })
  if (!parsed.ok) return parsed
  const rows = itemsOfRows(parsed.data)
  if (!rows.ok) return failed({ fieldErrors: rows.fieldErrors }, values)
  const { dryRun, requestKey } = parsed.data
  const answer = await callOrdering(changeOrderItemsCallable, {
    orderId,
    items: rows.items,
    dryRun,
    requestKey,
  })
  if (!answer.ok) {
    // A refusal the dialog explains (a full date, a package no longer sold) is expected; anything else is not.
    const expected = answer.code === 'invalid-argument' || answer.code === 'failed-precondition'
    ;(expected ? console.warn : console.error)('order status: item change refused', {
      orderId,
      code: answer.code,
    })
    return failed({ fieldErrors: answer.fieldErrors, formError: answer.formError }, values)
  }
  const { preview } = answer.data
  return succeeded(
    { intent: itemChangesIntent, dryRun, preview },
    dryRun ? differenceWords(preview) : `The order was changed. ${differenceWords(preview, true)}`,
  )
}
