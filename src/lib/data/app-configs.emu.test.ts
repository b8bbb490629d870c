import type { RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  firestoreTestEnvironment,
  uniqueId,
  withDataLayer,
} from '../../../tests/support/emulator-firestore.ts'
import { consultationAlertRecipientsKey } from '../../shared/schemas/app-config.ts'
import { AppConfigContentError, appConfigs } from './app-configs.ts'
import { contentConfigs } from './content-configs.ts'

let env: RulesTestEnvironment
let cleanups: (() => Promise<void>)[] = []

// An emulator project of its own: the tests replace the consultation alert's recipients, which the account
// functions read on the stack's project while other files run beside this one.
beforeAll(async () => {
  env = await firestoreTestEnvironment('demo-saffron-app-configs')
})
afterEach(async () => {
  const pending = cleanups
  cleanups = []
  await withDataLayer(env, async () => {
    await Promise.all(pending.map((cleanup) => cleanup()))
  })
})
afterAll(async () => {
  await env.cleanup()
})

async function createAppConfig(configKey: string, configContent: string): Promise<string> {
  const id = await appConfigs.create({ title: configKey, configKey, configContent })
  cleanups.push(() => appConfigs.remove(id))
  return id
}

describe('appConfigs.getContent', () => {
  it('returns configContent parsed as JSON', () =>
    withDataLayer(env, async () => {
      const configKey = uniqueId('json')
      await createAppConfig(configKey, '{"taxRate":0.05,"regions":["east","west"]}')
      expect(await appConfigs.getContent(configKey)).toEqual({ taxRate: 0.05, regions: ['east', 'west'] })
    }))

  it('returns null when no config has the key', () =>
    withDataLayer(env, async () => {
      expect(await appConfigs.getContent(uniqueId('absent'))).toBeNull()
    }))

  it('throws AppConfigContentError naming the key when the content is not JSON', () =>
    withDataLayer(env, async () => {
      const configKey = uniqueId('broken')
      await createAppConfig(configKey, '{not json')
      const error = await appConfigs.getContent(configKey).catch((failure: unknown) => failure)
      expect(error).toBeInstanceOf(AppConfigContentError)
      expect((error as Error).message).toBe(`appConfigs "${configKey}": configContent is not valid JSON`)
    }))
})

describe('appConfigs.getConsultationAlertRecipients', () => {
  // The recipients config has a fixed key, so each test replaces it and restores whatever was there before.
  async function replaceRecipients(configContent: string | null) {
    const existing = await appConfigs.query({ where: [['configKey', consultationAlertRecipientsKey]] })
    for (const config of existing) {
      await appConfigs.remove(config.id)
      const { id, createdStamp, createdIso, updateStamp, updateIso, ...data } = config
      void [createdStamp, createdIso, updateStamp, updateIso]
      cleanups.push(() => appConfigs.createWithId(id, data))
    }
    if (configContent !== null) await createAppConfig(consultationAlertRecipientsKey, configContent)
  }

  it('returns the validated entries', () =>
    withDataLayer(env, async () => {
      await replaceRecipients(
        '[{"email":"chef@example.test","active":true},{"email":"old@example.test","active":false}]',
      )
      expect(await appConfigs.getConsultationAlertRecipients()).toEqual([
        { email: 'chef@example.test', active: true },
        { email: 'old@example.test', active: false },
      ])
    }))

  it('returns [] without the config and rejects entries of the wrong shape', () =>
    withDataLayer(env, async () => {
      await replaceRecipients(null)
      expect(await appConfigs.getConsultationAlertRecipients()).toEqual([])
      await replaceRecipients('[{"email":"chef@example.test","active":"yes"}]')
      await expect(appConfigs.getConsultationAlertRecipients()).rejects.toThrow(
        'appConfigs "consultationAlertRecipients": configContent must be a list of {email, active}; invalid at 0.active',
      )
    }))
})

describe('contentConfigs.getByConfigKey', () => {
  it('finds the config by key with its content blocks', () =>
    withDataLayer(env, async () => {
      const configKey = uniqueId('cards')
      const id = await contentConfigs.create({ configKey, contentBlocks: [{ id: 'b1', title: 'Welcome' }] })
      cleanups.push(() => contentConfigs.remove(id))
      expect(await contentConfigs.getByConfigKey(configKey)).toMatchObject({
        id,
        configKey,
        contentBlocks: [{ id: 'b1', title: 'Welcome' }],
      })
      expect(await contentConfigs.getByConfigKey(uniqueId('none'))).toBeNull()
    }))
})
