import { z } from 'zod/mini'
import { checkboxField, formFields, textField } from '../../lib/forms/parse-form-data.ts'
import { toCents } from '../../shared/money.ts'
import type { promotionInputSchema } from '../../shared/orders/promotion-codes.ts'

// The promotion code editor's form, read into what savePromotionCodeCallable checks with the shared schema (the
// server answers each field's problem, shown next to it). Amounts are typed in dollars and sent in cents.

type Input = z.input<typeof promotionInputSchema>

/** The editor's fields as typed (trimmed); the shared schema checks them once they are read below. */
const promotionForm = z.object({
  code: textField(),
  kind: textField(),
  percentOff: textField(),
  amountOff: textField(),
  validFromDate: textField(),
  validToDate: textField(),
  maxRedemptions: textField(),
  maxPerCustomer: textField(),
  minimumSubtotal: textField(),
  packageIds: z.array(z.string()),
  active: checkboxField(),
})

/** A whole number, absent when blank; anything else is sent as NaN, which the schema refuses with its message. */
function whole(raw: string): number | undefined {
  return raw === '' ? undefined : /^\d+$/.test(raw) ? Number(raw) : Number.NaN
}

/** Dollars and cents ("20", "20.5", "$1,250.00") in integer cents; absent when blank. */
export function dollarsToCents(raw: string): number | undefined {
  const cleaned = raw.replace(/[$,\s]/g, '')
  if (cleaned === '') return undefined
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? toCents(Number(cleaned)) : Number.NaN
}

export function readPromotionForm(form: FormData, isNew: boolean): Input {
  const fields = z.parse(promotionForm, formFields(form, ['packageIds']))
  const kind = fields.kind === 'amount' ? 'amount' : 'percent'
  const optional = <K extends string, V>(key: K, value: V | undefined) =>
    (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>
  return {
    isNew,
    code: fields.code,
    kind,
    ...(kind === 'percent'
      ? optional('percentOff', whole(fields.percentOff))
      : optional('amountOffCents', dollarsToCents(fields.amountOff))),
    ...optional('validFromDate', fields.validFromDate),
    ...optional('validToDate', fields.validToDate),
    ...optional('maxRedemptions', whole(fields.maxRedemptions)),
    ...optional('maxPerCustomer', whole(fields.maxPerCustomer)),
    minimumSubtotalCents: dollarsToCents(fields.minimumSubtotal) ?? 0,
    packageIds: fields.packageIds,
    active: fields.active,
  }
}

/** The server names the amount fields in cents; the form shows dollars. */
export const formFieldOf: Record<string, string> = {
  amountOffCents: 'amountOff',
  minimumSubtotalCents: 'minimumSubtotal',
}
