import { describe, expect, it } from 'vitest'
import { configContentProblem, validateAppConfigDraft } from './app-config-draft.ts'

describe('configContentProblem', () => {
  it('accepts any valid JSON for a free key', () => {
    expect(configContentProblem('banner', '{"text": "Hi"}')).toBeNull()
    expect(configContentProblem('banner', '[1, 2]')).toBeNull()
  })

  it('names the JSON problem', () => {
    expect(configContentProblem('banner', '{"text": "Hi",}')).toMatch(
      /^This is not valid JSON: .*JSON.*\. Nothing was saved\.$/,
    )
    expect(configContentProblem('banner', '   ')).toMatch(/Please enter the config content/)
  })

  it('checks the shape of consultationAlertRecipients', () => {
    expect(
      configContentProblem('consultationAlertRecipients', '[{"email":"a@b.test","active":true}]'),
    ).toBeNull()
    expect(
      configContentProblem(
        'consultationAlertRecipients',
        '[{"name":"Sam","email":"a@b.test","alerts":{"newOrder":true,"digest":false}}]',
      ),
    ).toBeNull()
    expect(
      configContentProblem('consultationAlertRecipients', '[{"email":"a@b.test","active":"yes"}]'),
    ).toMatch(/must be a list of .*problem at 0\.active: expected boolean, received string\./)
    expect(configContentProblem('consultationAlertRecipients', '[{"active":true}]')).toMatch(
      /problem at 0\.email: expected string, received undefined\./,
    )
  })
})

describe('validateAppConfigDraft', () => {
  it('puts each message by its field', () => {
    const errors = validateAppConfigDraft(
      { title: '', configKey: 'has space', configContent: '{', noteText: '' },
      false,
    )
    expect(Object.keys(errors).sort()).toEqual(['configContent', 'configKey', 'title'])
  })

  it('refuses a config key another config has', () => {
    const errors = validateAppConfigDraft(
      { title: 'T', configKey: 'k', configContent: '{}', noteText: '' },
      true,
    )
    expect(errors).toEqual({ configKey: 'Another config already uses the key "k".' })
  })
})
