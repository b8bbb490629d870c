import type { z } from 'zod/mini'
import { toCents } from '../../shared/money.ts'
import type { promotionInputSchema } from '../../shared/orders/promotion-codes.ts'

// The promotion code editor's form, read into what savePromotionCodeCallable checks with the shared schema (the
// server answers each field's problem, shown next to it). Amounts are typed in dollars and sent in cents.

type Input = z.input<typeof promotionInputSchema>

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** A whole number, absent when blank; anything else is sent as NaN, which the schema refuses with its message. */
function whole(form: FormData, name: string): number | undefined {
  const raw = text(form, name)
  return raw === '' ? undefined : /^\d+$/.test(raw) ? Number(raw) : Number.NaN
}

/** Dollars and cents ("20", "20.5", "$1,250.00") in integer cents; absent when blank. */
export function dollarsToCents(raw: string): number | undefined {
  const cleaned = raw.replace(/[$,\s]/g, '')
  if (cleaned === '') return undefined
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? toCents(Number(cleaned)) : Number.NaN
}

export function readPromotionForm(form: FormData, isNew: boolean): Input {
  const kind = text(form, 'kind') === 'amount' ? 'amount' : 'percent'
  const optional = <K extends string, V>(key: K, value: V | undefined) =>
    (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>
  return {
    isNew,
    code: text(form, 'code'),
    kind,
    ...(kind === 'percent'
      ? optional('percentOff', whole(form, 'percentOff'))
      : optional('amountOffCents', dollarsToCents(text(form, 'amountOff')))),
    ...optional('validFromDate', text(form, 'validFromDate')),
    ...optional('validToDate', text(form, 'validToDate')),
    ...optional('maxRedemptions', whole(form, 'maxRedemptions')),
    ...optional('maxPerCustomer', whole(form, 'maxPerCustomer')),
    minimumSubtotalCents: dollarsToCents(text(form, 'minimumSubtotal')) ?? 0,
    packageIds: form.getAll('packageIds').filter((value): value is string => typeof value === 'string'),
    active: form.get('active') === 'on',
  }
}

/** The server names the amount fields in cents; the form shows dollars. */
export const formFieldOf: Record<string, string> = {
  amountOffCents: 'amountOff',
  minimumSubtotalCents: 'minimumSubtotal',
}
