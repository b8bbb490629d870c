import { describe, expect, it } from 'vitest'
import { parseFunctionsEnv } from './env.ts'

describe('parseFunctionsEnv', () => {
  it('accepts the local settings', () => {
    expect(
      parseFunctionsEnv({
        SMTP_URL: 'smtp://127.0.0.1:1025',
        MAIL_FROM: 'Saffron Table <no-reply@saffron-table.test>',
      }),
    ).toEqual({ SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: 'Saffron Table <no-reply@saffron-table.test>' })
  })

  it('names every missing or malformed setting', () => {
    expect(() => parseFunctionsEnv({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL.*MAIL_FROM/)
  })

  it('accepts smtps URLs with credentials', () => {
    expect(
      parseFunctionsEnv({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465', MAIL_FROM: 'a@b.co' }).SMTP_URL,
    ).toBe('smtps://user:pass@smtp.example.com:465')
  })
})
