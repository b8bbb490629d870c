import { z } from 'zod/mini'
import { formFields } from '../../lib/forms/parse-form-data.ts'
import { failed, submittedValues, type ActionFailure } from '../../shared/action-result.ts'
import { centsAsDollars, toCents } from '../../shared/money.ts'
import type { QuoteRequestInput } from '../../shared/quotes/quote-request.ts'
import type { FulfilmentMethod } from '../../shared/schemas/fulfilment-schedule.ts'
import type { QuoteCustomer, QuoteVersion } from '../../shared/schemas/quote.ts'

// The quote builder's form: field names follow the paths of the quote request (`customLines.1.label`), so the
// server's refusals land next to their fields. Rows the chef left empty are not sent; their numbers are kept so a
// refusal of the second line sent still finds the row it came from. Money is typed in dollars, sent in cents.

export const packageRows = 3
export const customLineRows = 3
export const quoteIntents = ['save', 'send', 'withdraw'] as const

const rowIndexes = (count: number) => Array.from({ length: count }, (_, index) => index)

/** Every text field as typed; option fields (`lines.N.option.<group>`) as lists, for groups with several boxes. */
export const quoteFormSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]))

/** A number as typed: undefined when blank (the server asks for it), NaN when not a number (refused). */
function numberOf(typed: string | undefined): number | undefined {
  const text = (typed ?? '').trim().replace(/,/g, '')
  if (text === '') return undefined
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
}

/** Dollars as typed, in cents; NaN when not an amount. */
function centsOf(typed: string | undefined): number | undefined {
  const dollars = numberOf(typed?.replace(/^\$/, ''))
  return dollars === undefined || Number.isNaN(dollars) ? dollars : toCents(dollars)
}

/** The lines of a text box, trimmed, without the empty ones. */
const filledLines = (typed: string) =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** "17:00 Arrival and set-up", one step a line (a time as 9:30 is read as 09:30). */
export function readTimeline(typed: string): { time: string; label: string }[] {
  return filledLines(typed).map((line) => {
    const match = /^(\d{1,2}):(\d{2})\s*[-–—]?\s*(.*)$/.exec(line)
    return match
      ? { time: `${match[1]!.padStart(2, '0')}:${match[2]}`, label: match[3]! }
      : { time: line, label: '' }
  })
}

export const timelineText = (timeline: readonly { time: string; label: string }[]) =>
  timeline.map((step) => `${step.time} ${step.label}`).join('\n')

/** "30 days: 100%", one band a line: cancelled at least 30 days before, 100 % back. */
export function readBands(typed: string): { daysBefore: number; refundPercent: number }[] {
  return filledLines(typed).map((line) => {
    const numbers = line.match(/\d+/g) ?? []
    return {
      daysBefore: numbers.length === 2 ? Number(numbers[0]) : Number.NaN,
      refundPercent: numbers.length === 2 ? Number(numbers[1]) : Number.NaN,
    }
  })
}

export const bandsText = (bands: readonly { daysBefore: number; refundPercent: number }[]) =>
  bands.map((band) => `${band.daysBefore} days: ${band.refundPercent}%`).join('\n')

export interface ReadQuote {
  request: QuoteRequestInput
  /** The form row of each package line and custom line sent. */
  rows: { lines: number[]; customLines: number[] }
}

export function readQuoteForm(
  fields: Record<string, string | string[]>,
  intent: 'save' | 'send',
  quoteId: string | undefined,
): ReadQuote {
  const one = (name: string) => {
    const value = fields[name]
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
  }
  const lineRows = rowIndexes(packageRows).filter((row) => one(`lines.${row}.chefPackageId`) !== '')
  const customRows = rowIndexes(customLineRows).filter((row) => one(`customLines.${row}.label`) !== '')
  const lines = lineRows.map((row) => {
    const prefix = `lines.${row}.option.`
    const options = Object.entries(fields)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, value]) => {
        const groupId = name.slice(prefix.length)
        const values = (Array.isArray(value) ? value : [value]).filter((each) => each !== '')
        // A text group's field is named `…option.<group>.text`.
        if (groupId.endsWith('.text')) return { groupId: groupId.slice(0, -5), text: values[0] ?? '' }
        return { groupId, choiceIds: values }
      })
    return {
      chefPackageId: one(`lines.${row}.chefPackageId`),
      quantity: numberOf(one(`lines.${row}.quantity`)) ?? 1,
      options,
    }
  })
  const customLines = customRows.map((row) => ({
    kind: one(`customLines.${row}.kind`) as 'staff',
    label: one(`customLines.${row}.label`),
    quantity: numberOf(one(`customLines.${row}.quantity`)) ?? 1,
    unitCents: centsOf(one(`customLines.${row}.unitPrice`)) as number,
  }))
  const method = one('fulfilment.method') as FulfilmentMethod
  const address =
    method === 'pickup'
      ? undefined
      : {
          line1: one('fulfilment.address.line1'),
          line2: one('fulfilment.address.line2'),
          city: one('fulfilment.address.city'),
          postalCode: one('fulfilment.address.postalCode'),
        }
  const depositKind = one('depositRule.kind')
  const request = {
    ...(quoteId ? { quoteId } : {}),
    customer: {
      uid: one('customer.uid'),
      name: one('customer.name'),
      email: one('customer.email'),
      phone: one('customer.phone'),
    },
    title: one('title'),
    guests: numberOf(one('guests')) as number,
    lines,
    customLines,
    serviceChargePercent: numberOf(one('serviceChargePercent')) ?? 0,
    fulfilment: {
      method,
      date: one('fulfilment.date'),
      slotId: one('fulfilment.slotId'),
      ...(address ? { address } : {}),
    },
    timeline: readTimeline(one('timeline')),
    accessNotes: one('accessNotes'),
    depositRule:
      depositKind === 'amount'
        ? { kind: 'amount' as const, amountCents: centsOf(one('depositRule.amount')) as number }
        : { kind: 'percent' as const, percent: numberOf(one('depositRule.percent')) as number },
    balanceDueDate: one('balanceDueDate'),
    cancellationTerms: {
      depositRefundable: one('cancellationTerms.depositRefundable') === 'on',
      bands: readBands(one('cancellationTerms.bands')),
      summary: one('cancellationTerms.summary'),
    },
    expiresOn: one('expiresOn'),
    intent,
  }
  return { request, rows: { lines: lineRows, customLines: customRows } }
}

/** The builder field a refusal of the request belongs next to. */
export function builderFieldOf(field: string, rows: ReadQuote['rows']): string {
  const row = (list: number[], index: string) => list[Number(index)] ?? 0
  if (field === 'lines') return 'lines.0.chefPackageId'
  const line = /^lines\.(\d+)\.(.+)$/.exec(field)
  if (line) {
    const rest = line[2]!.startsWith('options') ? 'chefPackageId' : line[2]!
    return `lines.${row(rows.lines, line[1]!)}.${rest}`
  }
  const custom = /^customLines\.(\d+)\.(\w+)/.exec(field)
  if (custom) {
    const name = custom[2] === 'unitCents' ? 'unitPrice' : custom[2]!
    return `customLines.${row(rows.customLines, custom[1]!)}.${name}`
  }
  if (field.startsWith('timeline')) return 'timeline'
  if (field.startsWith('cancellationTerms.bands')) return 'cancellationTerms.bands'
  if (field === 'depositRule.amountCents') return 'depositRule.amount'
  if (field.startsWith('depositRule')) return 'depositRule.percent'
  return field
}

/** A refused save in the form's own field names, with what was typed. */
export function inBuilderFields(failure: ActionFailure, rows: ReadQuote['rows']): ActionFailure {
  const fieldErrors: Record<string, string> = {}
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    fieldErrors[builderFieldOf(field, rows)] ??= message
  }
  return { ...failure, fieldErrors }
}

/** The form's fields as the builder reads them (every option field as a list). */
export function quoteFormFields(formData: FormData): Record<string, string | string[]> {
  const lists = [...new Set([...formData.keys()].filter((name) => /^lines\.\d+\.option\./.test(name)))]
  const parsed = z.safeParse(quoteFormSchema, formFields(formData, lists))
  return parsed.success ? parsed.data : {}
}

export const refusedForm = (formData: FormData, formError: string) =>
  failed({ formError }, submittedValues(formData))

/** What the builder's fields show for a stored version (or the customer of a new quote). */
export function storedValues(
  customer: QuoteCustomer,
  version: QuoteVersion | undefined,
): Record<string, string> {
  const values: Record<string, string> = {
    'customer.uid': customer.uid,
    'customer.name': customer.name,
    'customer.email': customer.email,
    'customer.phone': customer.phone,
  }
  if (!version) {
    return {
      ...values,
      'fulfilment.method': 'chefAtHome',
      'depositRule.kind': 'percent',
      'depositRule.percent': '30',
      serviceChargePercent: '0',
      'cancellationTerms.bands': '30 days: 100%\n7 days: 50%',
    }
  }
  version.requestedLines.forEach((line, row) => {
    values[`lines.${row}.chefPackageId`] = line.chefPackageId
    values[`lines.${row}.quantity`] = String(line.quantity ?? 1)
    for (const option of line.options ?? []) {
      if (option.text) values[`lines.${row}.option.${option.groupId}.text`] = option.text
      else values[`lines.${row}.option.${option.groupId}`] = (option.choiceIds ?? []).join(',')
    }
  })
  version.customLines.forEach((line, row) => {
    values[`customLines.${row}.kind`] = line.kind
    values[`customLines.${row}.label`] = line.label
    values[`customLines.${row}.quantity`] = String(line.quantity)
    values[`customLines.${row}.unitPrice`] = centsAsDollars(line.unitCents)
  })
  const { fulfilment, depositRule, cancellationTerms } = version
  return {
    ...values,
    title: version.title,
    guests: String(version.guests),
    serviceChargePercent: String(version.serviceChargePercent),
    'fulfilment.method': fulfilment.method,
    'fulfilment.date': fulfilment.date,
    'fulfilment.slotId': fulfilment.slotId,
    'fulfilment.address.line1': fulfilment.address?.line1 ?? '',
    'fulfilment.address.line2': fulfilment.address?.line2 ?? '',
    'fulfilment.address.city': fulfilment.address?.city ?? '',
    'fulfilment.address.postalCode': fulfilment.address?.postalCode ?? '',
    timeline: timelineText(version.timeline),
    accessNotes: version.accessNotes,
    'depositRule.kind': depositRule.kind,
    'depositRule.percent': depositRule.kind === 'percent' ? String(depositRule.percent) : '',
    'depositRule.amount': depositRule.kind === 'amount' ? centsAsDollars(depositRule.amountCents) : '',
    balanceDueDate: version.balanceDueDate,
    expiresOn: version.expiresOn,
    'cancellationTerms.depositRefundable': cancellationTerms.depositRefundable ? 'on' : '',
    'cancellationTerms.bands': bandsText(cancellationTerms.bands),
    'cancellationTerms.summary': cancellationTerms.summary,
  }
}
