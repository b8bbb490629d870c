import { z } from 'zod/mini'
import { recordSchemas, text } from './stamps.ts'

export const { stored: appConfigSchema, created: newAppConfigSchema } = recordSchemas({
  title: text(),
  configKey: text(),
  // JSON text; read it through appConfigs.getContent(configKey).
  configContent: text(),
  noteText: text(),
})
export type AppConfig = z.infer<typeof appConfigSchema>
export type NewAppConfig = z.input<typeof newAppConfigSchema>

/** The config that lists who gets the business's alert mails (its key is older than the alerts it now covers). */
export const consultationAlertRecipientsKey = 'consultationAlertRecipients'

/** The alerts a person can be sent, each switched on or off per person. */
export const alertKinds = ['newOrder', 'orderChange', 'consultation', 'testimonial', 'digest'] as const
export type AlertKind = (typeof alertKinds)[number]

export const alertKindLabels: Record<AlertKind, string> = {
  newOrder: 'New orders',
  orderChange: 'Cancellations, refunds, failed payments and moves',
  consultation: 'Consultation sign-ups',
  testimonial: 'Testimonials',
  digest: 'Daily digest',
}

const alertSwitchesSchema = z.object({
  newOrder: z.optional(z.boolean()),
  orderChange: z.optional(z.boolean()),
  consultation: z.optional(z.boolean()),
  testimonial: z.optional(z.boolean()),
  digest: z.optional(z.boolean()),
})

/**
 * One person on the list. Entries written before alerts had switches hold only `email` and `active`: such an
 * entry gets every alert while active. Entries written now carry `alerts`, one switch per kind (a missing switch
 * is off).
 */
export const alertRecipientSchema = z.object({
  name: z.optional(z.string()),
  email: z.string(),
  active: z.optional(z.boolean()),
  alerts: z.optional(alertSwitchesSchema),
})
export type AlertRecipient = z.infer<typeof alertRecipientSchema>
export const alertRecipientsSchema = z.array(alertRecipientSchema)

/** A person as the settings form shows them: every kind's switch said out loud. */
export interface AlertPerson {
  name: string
  email: string
  alerts: Record<AlertKind, boolean>
}

export function alertPersonOf(entry: AlertRecipient): AlertPerson {
  const active = entry.active !== false
  const alerts = Object.fromEntries(
    alertKinds.map((kind) => [kind, active && (entry.alerts ? entry.alerts[kind] === true : true)]),
  ) as Record<AlertKind, boolean>
  return { name: entry.name?.trim() ?? '', email: entry.email.trim(), alerts }
}

/** The stored entry for a person from the form (always the shape with switches). */
export function alertRecipientOf(person: AlertPerson): AlertRecipient {
  return {
    ...(person.name ? { name: person.name } : {}),
    email: person.email,
    alerts: { ...person.alerts },
  }
}

/** The addresses whose switch for `kind` is on, each once. */
export function recipientsFor(entries: readonly AlertRecipient[], kind: AlertKind): string[] {
  const emails = entries
    .map(alertPersonOf)
    .filter((person) => person.alerts[kind] && person.email !== '')
    .map((person) => person.email)
  return [...new Set(emails)]
}
