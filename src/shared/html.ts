// Escapes text for HTML element content and quoted attribute values, for pages written as text (the local Stripe
// stand-in's). Mails are React Email templates (functions/src/mail/templates/), which escape by rendering.
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
