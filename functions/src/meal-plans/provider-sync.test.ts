import { describe, expect, it } from 'vitest'
import { providerUpdate } from './provider-sync.ts'

const collecting = { pauseResumesAt: null, cancelAtPeriodEnd: false }
const now = 1_800_000_000

describe('the update the provider gets', () => {
  it('is nothing when what it should say did not change', () => {
    expect(providerUpdate(collecting, collecting, now)).toBeNull()
    const paused = { pauseResumesAt: now + 100, cancelAtPeriodEnd: false }
    expect(providerUpdate(paused, { ...paused }, now)).toBeNull()
  })

  it('pauses with voided invoices until the resume time, or clears the pause', () => {
    expect(providerUpdate(collecting, { pauseResumesAt: now + 100, cancelAtPeriodEnd: false }, now)).toEqual({
      pause_collection: { behavior: 'void', resumes_at: now + 100 },
    })
    expect(providerUpdate(collecting, { pauseResumesAt: 0, cancelAtPeriodEnd: false }, now)).toEqual({
      pause_collection: { behavior: 'void' },
    })
    expect(providerUpdate({ pauseResumesAt: now + 100, cancelAtPeriodEnd: false }, collecting, now)).toEqual({
      pause_collection: '',
    })
  })

  it('leaves a pause whose resume time has passed alone (nothing is left to void)', () => {
    expect(providerUpdate(collecting, { pauseResumesAt: now - 1, cancelAtPeriodEnd: false }, now)).toBeNull()
  })

  it('ends at the period end once cancelled', () => {
    expect(providerUpdate(collecting, { pauseResumesAt: null, cancelAtPeriodEnd: true }, now)).toEqual({
      cancel_at_period_end: true,
    })
  })
})
