import { describe, expect, it } from 'vitest'
import * as functions from './index.ts'
import { defaultDeliveryPolicy } from './mail/delivery-policy.ts'

// The deployed configuration, read from each function's endpoint description (what firebase deploy uses).
describe('deployed functions', () => {
  it('exports exactly the functions meant to be deployed', () => {
    expect(Object.keys(functions).sort()).toEqual(['deliverMailOnCreate', 'retryMailDelivery'])
  })

  it('runs every function in us-central1 with capped instances', () => {
    for (const fn of Object.values(functions)) {
      expect(fn.__endpoint.region).toEqual(['us-central1'])
      expect(fn.__endpoint.maxInstances).toBe(10)
    }
  })

  it('delivers new mail documents with the SMTP secret bound, within the claim lease', () => {
    const endpoint = functions.deliverMailOnCreate.__endpoint
    expect(endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'mail/{mailId}' },
      retry: false,
    })
    expect(endpoint.secretEnvironmentVariables).toEqual([{ key: 'SMTP_URL' }])
    expect(Number(endpoint.timeoutSeconds) * 1_000).toBeLessThan(defaultDeliveryPolicy.leaseMs)
  })

  it('sweeps failed mail every 5 minutes, within the claim lease', () => {
    const endpoint = functions.retryMailDelivery.__endpoint
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 5 minutes' })
    expect(endpoint.secretEnvironmentVariables).toEqual([{ key: 'SMTP_URL' }])
    expect(Number(endpoint.timeoutSeconds) * 1_000).toBeLessThan(defaultDeliveryPolicy.leaseMs)
  })
})
