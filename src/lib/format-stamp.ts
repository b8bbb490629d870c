/** Stamps are epoch milliseconds shown as locale date-time; a missing stamp reads as an em dash. */
export function formatStamp(stamp: number | undefined | null): string {
  if (typeof stamp !== 'number' || !Number.isFinite(stamp)) return '—'
  return new Date(stamp).toLocaleString()
}
