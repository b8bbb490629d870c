// Escapes text for HTML element content and quoted attribute values: every user-supplied value in a mail body goes
// through this.
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

// Tagged template that escapes every interpolated value: html`<p>${name}</p>`. Values wrapped by rawHtml() are
// inserted as they are (for fragments built with this same tag).
export interface RawHtml {
  readonly __html: string
}

export function rawHtml(value: string): RawHtml {
  return { __html: value }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, part, index) => {
    if (index === 0) return part
    const value = values[index - 1]
    const text =
      typeof value === 'object' && value !== null && '__html' in value ? (value as RawHtml).__html : escapeHtml(value)
    return out + text + part
  }, '')
}
