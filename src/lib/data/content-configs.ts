import { contentConfigSchema, newContentConfigSchema } from '../../shared/schemas/content-config.ts'
import { defineCollection } from './collection.ts'

const base = defineCollection({
  name: 'contentConfigs',
  schema: contentConfigSchema,
  blank: () => newContentConfigSchema.parse({}),
})

export const contentConfigs = {
  ...base,
  /** The config with this configKey (e.g. topLandingCards, contactLinks), or null. */
  getByConfigKey: (configKey: string) => base.getByKey('configKey', configKey),
}
