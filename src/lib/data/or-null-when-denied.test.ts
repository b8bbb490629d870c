import { describe, expect, it } from 'vitest'
import { isPermissionDenied, orNullWhenDenied } from './or-null-when-denied.ts'

const refused = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })

describe('orNullWhenDenied', () => {
  it('passes a value through', async () => {
    await expect(orNullWhenDenied(Promise.resolve({ id: 'a' }))).resolves.toEqual({ id: 'a' })
  })

  it('turns a refusal by the rules into null', async () => {
    await expect(orNullWhenDenied(Promise.reject(refused()))).resolves.toBeNull()
  })

  it('throws every other failure on', async () => {
    const down = Object.assign(new Error('offline'), { code: 'unavailable' })
    await expect(orNullWhenDenied(Promise.reject(down))).rejects.toBe(down)
  })
})

describe('isPermissionDenied', () => {
  it('recognises the Firestore and Functions codes only', () => {
    expect(isPermissionDenied(refused())).toBe(true)
    expect(isPermissionDenied({ code: 'functions/permission-denied' })).toBe(true)
    expect(isPermissionDenied({ code: 'not-found' })).toBe(false)
    expect(isPermissionDenied(null)).toBe(false)
  })
})
