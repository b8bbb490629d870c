import { describe, expect, it } from 'vitest'
import { appOrigin, parseFunctionsEnv } from './env.ts'

describe('parseFunctionsEnv', () => {
  it('accepts the local settings', () => {
    const local = {
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'Saffron Table <no-reply@saffron-table.test>',
    }
    expect(parseFunctionsEnv(local)).toEqual({
      ...local,
      COMPANY_NAME: 'Saffron Table',
      APP_BASE_URL: 'http://127.0.0.1:5173',
      APP_ORIGINS: [],
    })
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

describe('appOrigin', () => {
  const env = { APP_BASE_URL: 'https://saffron.example/', APP_ORIGINS: ['http://127.0.0.1:4173'] }

  it('uses an allowed caller origin, else the base URL', () => {
    expect(appOrigin('http://127.0.0.1:4173', env)).toBe('http://127.0.0.1:4173')
    expect(appOrigin('https://saffron.example', env)).toBe('https://saffron.example')
    expect(appOrigin('https://evil.example', env)).toBe('https://saffron.example')
    expect(appOrigin(undefined, env)).toBe('https://saffron.example')
  })
})
