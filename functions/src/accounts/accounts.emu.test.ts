// Against the shared stack: the deployed account functions react to real Auth and Firestore events.
import { afterAll, describe, expect, it } from 'vitest'
import { adminAuth, adminDb, eventually } from '../../../tests/support/admin.ts'
import { callCallable, idTokenFor, uniqueEmail } from '../../../tests/support/auth-emulator.ts'
import { waitForMail } from '../../../tests/support/mail-inbox.ts'
import { consultationAlertMailId, consultationAlertSubject } from '../../../src/shared/accounts.ts'
import { demoAccounts } from '../../../scripts/seed-data.ts'

const createdUids: string[] = []
const mailIds: string[] = []
afterAll(async () => {
  for (const uid of createdUids) {
    await adminAuth()
      .deleteUser(uid)
      .catch(() => undefined)
    await adminDb().collection('userProfiles').doc(uid).delete()
  }
  for (const id of mailIds) await adminDb().collection('mail').doc(id).delete()
})

async function newAccount(prefix: string, displayName?: string) {
  const email = uniqueEmail(prefix)
  const password = 'secret-123'
  const user = await adminAuth().createUser({ email, password, displayName })
  createdUids.push(user.uid)
  return { uid: user.uid, email, password }
}

const profileOf = (uid: string) =>
  eventually(`profile ${uid}`, async () => (await adminDb().collection('userProfiles').doc(uid).get()).data())

describe('createProfileOnSignUp', () => {
  it('gives every new account an onBoard customer profile keyed by its uid', async () => {
    const { uid, email } = await newAccount('signup', 'Rosa Parks')
    const profile = await profileOf(uid)
    expect(profile).toMatchObject({
      userId: uid,
      email,
      firstName: 'Rosa',
      userStatus: 'onBoard',
      isAdmin: false,
    })
    expect(profile['createdStamp']).toEqual(expect.any(Number))
  })

  it('leaves an existing profile alone (create-if-missing)', async () => {
    const uid = `pre-${Date.now()}`
    createdUids.push(uid)
    await adminDb()
      .collection('userProfiles')
      .doc(uid)
      .set({ userId: uid, firstName: 'Kept', userStatus: 'readyToOrder' })
    await adminAuth().createUser({
      uid,
      email: uniqueEmail('pre'),
      password: 'secret-123',
      displayName: 'Other',
    })
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect((await adminDb().collection('userProfiles').doc(uid).get()).data()).toMatchObject({
      firstName: 'Kept',
      userStatus: 'readyToOrder',
    })
  })
})

describe('onUserProfileWritten: admin claim', () => {
  it('sets and removes the admin claim from the profile isAdmin', async () => {
    const { uid } = await newAccount('claim')
    await profileOf(uid)
    await adminDb().collection('userProfiles').doc(uid).update({ isAdmin: true })
    // A trigger's first call starts its worker, which can take long while other files run beside this one.
    await eventually(
      'admin claim set',
      async () => ((await adminAuth().getUser(uid)).customClaims?.['admin'] === true ? true : undefined),
      45_000,
    )
    await adminDb().collection('userProfiles').doc(uid).update({ isAdmin: false })
    await eventually(
      'admin claim removed',
      async () => ((await adminAuth().getUser(uid)).customClaims?.['admin'] === undefined ? true : undefined),
      45_000,
    )
  }, 100_000)
})

describe('onUserProfileWritten: consultation alert', () => {
  it('queues one alert mail to the active recipients on onBoard -> consultWaitRoom, never twice', async () => {
    const { uid, email } = await newAccount('consult', 'Mina Alert')
    await profileOf(uid)
    mailIds.push(consultationAlertMailId(uid))
    const ref = adminDb().collection('userProfiles').doc(uid)
    await ref.update({ lastName: 'Tester', userStatus: 'consultWaitRoom' })
    const mail = await eventually('alert mail doc', async () =>
      (await adminDb().collection('mail').doc(consultationAlertMailId(uid)).get()).data(),
    )
    expect(mail['message'].subject).toBe(consultationAlertSubject)
    expect(mail['to']).toEqual(['chef@saffron-table.test'])
    // The chef answers the customer straight from the alert.
    expect(mail['replyTo']).toBe(email)
    expect(mail['message'].html).toContain('Mina Tester')
    const delivered = await waitForMail({ subject: 'Consultation Sign up' }, (item) =>
      item.html.includes(`/customer-profile/${uid}`),
    )
    expect(delivered.subject).toBe('Consultation Sign up')
    expect(delivered.headers['reply-to']).toBe(email)

    // Back to onBoard and forward again: the deterministic id keeps it at one mail.
    await ref.update({ userStatus: 'onBoard' })
    await ref.update({ userStatus: 'consultWaitRoom' })
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const alerts = await adminDb()
      .collection('mail')
      .where('message.subject', '==', consultationAlertSubject)
      .get()
    expect(alerts.docs.filter((doc) => String(doc.get('message.html')).includes(uid))).toHaveLength(1)
  })
})

describe('createUserCallable', () => {
  const admin = demoAccounts.find((account) => account.role === 'admin')!

  it('refuses guests and customers', async () => {
    expect(
      (await callCallable('createUserCallable', { email: uniqueEmail('x'), password: 'secret-123' })).error
        ?.status,
    ).toBe('UNAUTHENTICATED')
    const customer = await newAccount('customer')
    const token = await idTokenFor(customer.email, customer.password)
    const reply = await callCallable(
      'createUserCallable',
      { email: uniqueEmail('x'), password: 'secret-123' },
      token,
    )
    expect(reply.error?.status).toBe('PERMISSION_DENIED')
  })

  it('lets an admin create an account with its profile, and reports a taken e-mail', async () => {
    const token = await idTokenFor(admin.email, admin.password)
    const email = uniqueEmail('created')
    const reply = await callCallable('createUserCallable', { email, password: 'secret-123' }, token)
    const uid = (reply.result as { uid: string }).uid
    createdUids.push(uid)
    expect((await adminAuth().getUser(uid)).email).toBe(email)
    expect(await profileOf(uid)).toMatchObject({ userId: uid, email, userStatus: 'onBoard', isAdmin: false })
    const again = await callCallable('createUserCallable', { email, password: 'secret-123' }, token)
    expect(again.error).toMatchObject({
      status: 'ALREADY_EXISTS',
      message: 'An account with this e-mail already exists.',
    })
  })
})

describe('sendPasswordResetMailCallable', () => {
  it('mails an app link with the oobCode, once a minute, and answers ok for unknown addresses', async () => {
    const { email } = await newAccount('reset')
    expect((await callCallable('sendPasswordResetMailCallable', { email })).result).toEqual({ ok: true })
    const mail = await waitForMail({ to: email })
    expect(mail.html).toMatch(/http:\/\/127\.0\.0\.1:5173\/reset-password\?oobCode=[\w-]+/)
    // A customer's question goes to the business (the demo seed's contact address), not the no-reply sender.
    expect(mail.headers['reply-to']).toBe('chef@saffron-table.test')
    expect((await callCallable('sendPasswordResetMailCallable', { email })).result).toEqual({ ok: true })
    expect(
      (await callCallable('sendPasswordResetMailCallable', { email: uniqueEmail('nobody') })).result,
    ).toEqual({
      ok: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const { listInbox } = await import('../../../tests/support/mail-inbox.ts')
    expect(await listInbox({ to: email })).toHaveLength(1)
  })
})

describe('revokeMySessionsCallable', () => {
  it('revokes the caller refresh tokens and refuses guests', async () => {
    const { uid, email, password } = await newAccount('revoke')
    const token = await idTokenFor(email, password)
    expect((await callCallable('revokeMySessionsCallable', {}, token)).result).toEqual({ ok: true })
    expect((await adminAuth().getUser(uid)).tokensValidAfterTime).toBeDefined()
    expect((await callCallable('revokeMySessionsCallable', {})).error?.status).toBe('UNAUTHENTICATED')
  })
})
