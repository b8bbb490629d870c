import { z } from 'zod'
import { recordMetaMask, stampShape } from './stamps.ts'

export const appConfigSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z.string().default(''),
  configKey: z.string().default(''),
  // JSON text; read it through appConfigs.getContent(configKey).
  configContent: z.string().default(''),
  noteText: z.string().default(''),
})
export type AppConfig = z.infer<typeof appConfigSchema>

export const newAppConfigSchema = appConfigSchema.omit(recordMetaMask)
export type NewAppConfig = z.input<typeof newAppConfigSchema>

export const consultationAlertRecipientsKey = 'consultationAlertRecipients'
export const alertRecipientSchema = z.object({ email: z.string(), active: z.boolean() })
export type AlertRecipient = z.infer<typeof alertRecipientSchema>
export const alertRecipientsSchema = z.array(alertRecipientSchema)
