import type { PromotionCodeRow } from '../../shared/callables.ts'
import { formatCents } from '../../shared/money.ts'
import { describePromotion } from '../../shared/orders/promotion-codes.ts'

/** One line per fact of a code, as the list shows it: discount, days, limits, minimum. */
export function promotionFacts(
  row: PromotionCodeRow,
  dates: { from?: string; to?: string },
): { discount: string; validity: string; limits: string } {
  const validity =
    dates.from && dates.to
      ? `${dates.from} to ${dates.to}`
      : dates.from
        ? `From ${dates.from}`
        : dates.to
          ? `Until ${dates.to}`
          : 'Always'
  const limits = [
    row.maxRedemptions !== undefined ? `${row.maxRedemptions} in all` : 'No overall limit',
    row.maxPerCustomer !== undefined ? `${row.maxPerCustomer} per customer` : null,
    row.minimumSubtotalCents > 0 ? `orders from ${formatCents(row.minimumSubtotalCents)}` : null,
    row.packageIds.length > 0
      ? `${row.packageIds.length} package${row.packageIds.length === 1 ? '' : 's'} only`
      : null,
  ]
    .filter(Boolean)
    .join(', ')
  return { discount: describePromotion(row), validity, limits }
}
