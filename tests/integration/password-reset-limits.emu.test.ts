// The password-reset mail is limited per address (one a minute, answered like any other request) and per client
// address: past the network's limit the answer is resource-exhausted with a message for the person, and nothing is
// looked up or mailed, whichever address is asked for.
import { afterAll, describe, expect, it } from 'vitest'
import { resetMailIpLimit, resetRateLimitedMessage } from '../../functions/src/accounts/password-reset.ts'
import { adminAuth, adminDb, eventually } from '../support/admin.ts'
import { callCallable, uniqueEmail } from '../support/auth-emulator.ts'

// A network of its own (Cloud Run's last X-Forwarded-For entry is trusted; the emulator passes it through).
const networkOf = (last: number) => ({ 'x-forwarded-for': `192.0.2.${last}` })
const network = networkOf(Math.floor(Math.random() * 250) + 1)
const createdUids: string[] = []

afterAll(async () => {
  for (const uid of createdUids) {
    // The sign-up trigger writes the profile shortly after the account: wait for it, so it is not left behind.
    const profile = adminDb().collection('userProfiles').doc(uid)
    await eventually(`profile ${uid}`, async () => ((await profile.get()).exists ? true : undefined)).catch(
      () => undefined,
    )
    await adminAuth()
      .deleteUser(uid)
      .catch(() => undefined)
    await adminDb().collection('userProfiles').doc(uid).delete()
  }
})

const mailsTo = async (email: string) =>
  (await adminDb().collection('mail').where('to', 'array-contains', email).get()).size

describe('password-reset mail limits', () => {
  it(`refuses the request after ${resetMailIpLimit.max} in an hour from one network, and mails nothing`, async () => {
    for (let index = 0; index < resetMailIpLimit.max; index += 1) {
      const reply = await callCallable(
        'sendPasswordResetMailCallable',
        { email: uniqueEmail(`reset-walk-${index}`) },
        undefined,
        network,
      )
      expect(reply.result, `request ${index + 1}`).toEqual({ ok: true })
    }
    const email = uniqueEmail('reset-limited')
    createdUids.push((await adminAuth().createUser({ email, password: 'secret-123' })).uid)
    const refused = await callCallable('sendPasswordResetMailCallable', { email }, undefined, network)
    expect(refused.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: resetRateLimitedMessage })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await mailsTo(email)).toBe(0)

    // The same person from another network still gets their link.
    const other = await callCallable(
      'sendPasswordResetMailCallable',
      { email },
      undefined,
      networkOf(((Number(network['x-forwarded-for'].split('.').at(-1)) + 1) % 250) + 1),
    )
    expect(other.result).toEqual({ ok: true })
    expect(await mailsTo(email)).toBe(1)
  }, 120_000)
})
