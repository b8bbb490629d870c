// Which reviews look like spam, and why, in words the admin reads on the review page. Only a mark: nothing is
// hidden or deleted because of it.

export type SpamReason =
  'contains a link' | 'same text as another review' | 'mostly repeated characters or words'

// Common top-level domains, so that "dinner.Thanks" (a missing space) is not taken for a link.
const domainEndings =
  'com|net|org|biz|info|io|co|uk|de|ru|cn|xyz|top|online|site|shop|store|club|me|us|ca|au|app|dev|ly|to|tk|ml|ga|cf|gq|pw|cc|ws|link|click|win|loan|vip|live|pro|eu|fr|nl|in'
const linkPattern = new RegExp(
  String.raw`https?:\/\/|\bwww\.|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.(?:${domainEndings})\b(?![.-]?[a-z0-9])`,
  'i',
)

/** http(s)://, www. or a bare domain such as "cheap-pills.biz". */
export function containsLink(text: string): boolean {
  return linkPattern.test(text)
}

/** The text as compared with others: case, punctuation and spacing do not count. */
export function comparableText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

// A unit of 1 to 24 characters said three or more times in a row ("aaaa", "buy now buy now buy now").
const repeatPattern = /(.{1,24})\1{2,}/gsu

/** More than half of the text (at least 8 characters) is one short piece said over and over, or one word. */
export function isMostlyRepeated(text: string): boolean {
  const compact = text.toLowerCase().replace(/\s+/g, ' ').trim()
  if (compact.length < 8) return false
  let repeated = 0
  // The trailing space lets the last word of "great! great! great!" count as a repeat of "great! ".
  for (const match of `${compact} `.matchAll(repeatPattern)) repeated += match[0].length
  if (repeated * 2 > compact.length + 1) return true
  // Or one word makes more than half of at least four words, repeated or not in a row.
  const words = comparableText(text).split(' ').filter(Boolean)
  if (words.length < 4) return false
  const counts = new Map<string, number>()
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1)
  return Math.max(...counts.values()) * 2 > words.length
}

/** The reasons each review of `reviews` looks like spam, by id; reviews that look fine are left out. */
export function likelySpam(reviews: readonly { id: string; testimony: string }[]): Map<string, SpamReason[]> {
  const textCounts = new Map<string, number>()
  for (const review of reviews) {
    const text = comparableText(review.testimony)
    if (text) textCounts.set(text, (textCounts.get(text) ?? 0) + 1)
  }
  const marks = new Map<string, SpamReason[]>()
  for (const review of reviews) {
    const reasons: SpamReason[] = []
    if (containsLink(review.testimony)) reasons.push('contains a link')
    if ((textCounts.get(comparableText(review.testimony)) ?? 0) > 1)
      reasons.push('same text as another review')
    if (isMostlyRepeated(review.testimony)) reasons.push('mostly repeated characters or words')
    if (reasons.length > 0) marks.set(review.id, reasons)
  }
  return marks
}
