import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { afterAll, describe, expect, it } from 'vitest'
import { demoProjectId } from '../../../src/lib/emulator-ports.ts'
import { enqueueMail } from './enqueue-mail.ts'

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: demoProjectId }))
const ids: string[] = []
afterAll(() => Promise.all(ids.map((id) => db.collection('mail').doc(id).delete())))

describe('enqueueMail', () => {
  it('queues a mail once per id', async () => {
    const id = `enqueue-test-${Date.now()}`
    ids.push(id)
    const mail = { to: ['chef@saffron-table.test'], subject: 'Hello', html: '<p>Hi</p>' }
    expect(await enqueueMail(db, mail, id)).toBe(true)
    expect(await enqueueMail(db, { ...mail, subject: 'Second' }, id)).toBe(false)
    const stored = (await db.collection('mail').doc(id).get()).data()
    expect(stored?.message).toEqual({ subject: 'Hello', html: '<p>Hi</p>' })
    expect(stored?.to).toEqual(['chef@saffron-table.test'])
  })

  it('keeps the Reply-To it is given, and writes none without one', async () => {
    const answered = `enqueue-reply-to-${Date.now()}`
    const unanswered = `enqueue-no-reply-to-${Date.now()}`
    ids.push(answered, unanswered)
    const mail = { to: ['guest@example.com'], subject: 'Hello', html: '<p>Hi</p>' }
    await enqueueMail(db, { ...mail, replyTo: 'chef@saffron-table.test' }, answered)
    await enqueueMail(db, mail, unanswered)
    expect((await db.collection('mail').doc(answered).get()).get('replyTo')).toBe('chef@saffron-table.test')
    expect((await db.collection('mail').doc(unanswered).get()).data()).not.toHaveProperty('replyTo')
  })

  it('refuses a mail without a valid recipient before writing anything', async () => {
    const id = `enqueue-invalid-${Date.now()}`
    await expect(enqueueMail(db, { to: ['not-an-address'], subject: 'x', html: 'x' }, id)).rejects.toThrow()
    expect((await db.collection('mail').doc(id).get()).exists).toBe(false)
  })
})
