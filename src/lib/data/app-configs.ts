import {
  alertRecipientsSchema,
  appConfigSchema,
  consultationAlertRecipientsKey,
  newAppConfigSchema,
  type AlertRecipient,
} from '../../shared/schemas/app-config.ts'
import { defineCollection } from './collection.ts'

/** An app config's configContent is not valid JSON, or not the shape its key requires. */
export class AppConfigContentError extends Error {
  readonly configKey: string

  constructor(configKey: string, problem: string, options?: { cause?: unknown }) {
    super(`appConfigs "${configKey}": ${problem}`, options)
    this.name = 'AppConfigContentError'
    this.configKey = configKey
  }
}

const base = defineCollection({
  name: 'appConfigs',
  schema: appConfigSchema,
  blank: () => newAppConfigSchema.parse({}),
})

/** configContent of the config with this configKey, parsed as JSON; null when there is no such config. */
async function getContent(configKey: string): Promise<unknown | null> {
  const config = await base.getByKey('configKey', configKey)
  if (!config) return null
  try {
    return JSON.parse(config.configContent) as unknown
  } catch (error) {
    throw new AppConfigContentError(configKey, 'configContent is not valid JSON', { cause: error })
  }
}

/** Entries of the alert recipients config (consultationAlertRecipients); [] when the config does not exist. */
async function getConsultationAlertRecipients(): Promise<AlertRecipient[]> {
  const content = await getContent(consultationAlertRecipientsKey)
  if (content === null) return []
  const result = alertRecipientsSchema.safeParse(content)
  if (!result.success) {
    const where = result.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ')
    throw new AppConfigContentError(
      consultationAlertRecipientsKey,
      `configContent must be a list of {email, active}; invalid at ${where}`,
      { cause: result.error },
    )
  }
  return result.data
}

/** Replaces the alert recipients list, creating its config the first time. */
async function saveAlertRecipients(entries: AlertRecipient[]): Promise<void> {
  const configContent = JSON.stringify(entries)
  const config = await base.getByKey('configKey', consultationAlertRecipientsKey)
  if (config) {
    await base.update(config.id, { configContent })
    return
  }
  await base.create({
    title: 'Alert recipients',
    configKey: consultationAlertRecipientsKey,
    configContent,
    noteText: 'Who gets which alert mail: edited on Admin Settings.',
  })
}

export const appConfigs = { ...base, getContent, getConsultationAlertRecipients, saveAlertRecipients }
