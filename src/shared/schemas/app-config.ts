import { z } from 'zod/mini'
import { recordMetaMask, stampShape } from './stamps.ts'

export const appConfigSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z._default(z.string(), ''),
  configKey: z._default(z.string(), ''),
  // JSON text; read it through appConfigs.getContent(configKey).
  configContent: z._default(z.string(), ''),
  noteText: z._default(z.string(), ''),
})
export type AppConfig = z.infer<typeof appConfigSchema>

export const newAppConfigSchema = z.omit(appConfigSchema, recordMetaMask)
export type NewAppConfig = z.input<typeof newAppConfigSchema>

export const consultationAlertRecipientsKey = 'consultationAlertRecipients'
export const alertRecipientSchema = z.object({ email: z.string(), active: z.boolean() })
export type AlertRecipient = z.infer<typeof alertRecipientSchema>
export const alertRecipientsSchema = z.array(alertRecipientSchema)
