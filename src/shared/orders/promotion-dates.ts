import { z } from 'zod/mini'
import { addDays, dateInZone, isCalendarDate, zonedInstant } from '../fulfilment/calendar-dates.ts'
import { fieldErrorsOf, type FieldErrors } from '../field-errors.ts'
import { promotionSchema, type Promotion, type PromotionInput } from './promotion-codes.ts'

// A promotion code's first and last day are calendar dates in the business time zone; stored as instants (epoch ms)
// so placeOrder compares them with the time of the order without knowing the zone.

/**
 * The stored promotion for a form's input: valid from the first day's start to the end of the last day, in the zone.
 * A failure names the fields (a percentage missing, a code that does not fit the pattern).
 */
export function promotionFromInput(
  input: PromotionInput,
  timeZone: string,
): { success: true; promotion: Promotion } | { success: false; fields: FieldErrors } {
  for (const field of ['validFromDate', 'validToDate'] as const) {
    const date = input[field]
    if (date !== undefined && !isCalendarDate(date)) {
      return { success: false, fields: { [field]: 'This day does not exist in the calendar.' } }
    }
  }
  const parsed = z.safeParse(promotionSchema, {
    code: input.code,
    kind: input.kind,
    ...(input.kind === 'percent'
      ? { percentOff: input.percentOff }
      : { amountOffCents: input.amountOffCents }),
    ...(input.validFromDate
      ? { validFrom: zonedInstant(input.validFromDate, '00:00', timeZone).getTime() }
      : {}),
    ...(input.validToDate
      ? { validUntil: zonedInstant(addDays(input.validToDate, 1), '00:00', timeZone).getTime() }
      : {}),
    ...(input.maxRedemptions !== undefined ? { maxRedemptions: input.maxRedemptions } : {}),
    ...(input.maxPerCustomer !== undefined ? { maxPerCustomer: input.maxPerCustomer } : {}),
    minimumSubtotalCents: input.minimumSubtotalCents,
    packageIds: [...new Set(input.packageIds)],
    active: input.active,
  })
  return parsed.success
    ? { success: true, promotion: parsed.data }
    : { success: false, fields: fieldErrorsOf(parsed.error) }
}

/** The first and last day a stored promotion is valid, as calendar dates in the zone (for its editor and list). */
export function promotionDates(
  promotion: Pick<Promotion, 'validFrom' | 'validUntil'>,
  timeZone: string,
): { from?: string; to?: string } {
  return {
    ...(promotion.validFrom !== undefined ? { from: dateInZone(promotion.validFrom, timeZone) } : {}),
    ...(promotion.validUntil !== undefined ? { to: dateInZone(promotion.validUntil - 1, timeZone) } : {}),
  }
}
