// formResponses: a customer's answers to a form. The owner (userId) and admins read. A signed-in customer answers
// as themselves, with exactly the response fields, for a form that exists, with its title and no more questions
// than it has; admins edit and delete.
import { callers, uidOf } from '../../support/rules-env.ts'
import { allow, refuse, table, type Role } from '../rule-case.ts'
import { intakeForm } from './forms.ts'

const alice = uidOf('customer')
const bob = uidOf('otherCustomer')
const aliceEmail = String(callers.customer?.token?.email)
const response = (uid: string) => ({ formId: 'intake', userId: uid, formTitle: 'Intake', questions: [] })
// What the form page stores, stamps as the data layer sets them.
const answer = (uid: string, userEmail = aliceEmail) => ({
  formId: 'intake',
  formTitle: 'Intake',
  userId: uid,
  userEmail,
  questions: intakeForm.questions.map((question) => ({ ...question, questionImage: '', answer: 'none' })),
  createdStamp: Date.now(),
  createdIso: new Date().toISOString(),
})
const aliceAnswers = (fields: object) => ({ doc: 'new', data: { ...answer(alice), ...fields } })
const withQuestion = (fields: object) =>
  aliceAnswers({ questions: [answer(alice).questions[0], { ...answer(alice).questions[1], ...fields }] })
const { answer: _answer, ...unanswered } = answer(alice).questions[1]!
const address = { label: 'Address 1', street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }
const ownedBy = (uid: string) => ({ query: { where: [['userId', '==', uid]] as [string, '==', string][] } })
const notAdmins: Role[] = ['guest', 'customer', 'otherCustomer']

export default table(
  'formResponses',
  { 'formResponses/response-1': response(alice), 'formResponses/response-2': response(bob) },
  [
    allow('customer', 'get', { doc: 'response-1' }, 'reads their own response'),
    refuse(['otherCustomer', 'guest'], 'get', { doc: 'response-1' }, "reads alice's response"),
    allow('admin', 'get', { doc: 'response-1' }, "reads alice's response"),
    refuse('falseAdminClaim', 'get', { doc: 'response-1' }, "reads alice's response"),

    allow('customer', 'list', ownedBy(alice), 'lists their own responses'),
    refuse('customer', 'list', ownedBy(bob), "lists bob's responses"),
    refuse(['otherCustomer', 'guest'], 'list', ownedBy(alice), "lists alice's responses"),
    refuse('customer', 'list', {}, 'lists every response'),
    allow('admin', 'list', {}, 'lists every response'),

    allow('admin', 'create', { doc: 'new', data: response(alice) }, 'adds a response in any shape'),
    refuse('guest', 'create', { doc: 'new', data: answer('', '') }, 'answers with the full shape'),
    allow('customer', 'create', { doc: 'new', data: answer(alice) }, 'answers the form as themselves'),
    refuse('otherCustomer', 'create', { doc: 'new', data: answer(alice) }, 'answers in alice’s name'),
    refuse(
      'customer',
      'create',
      { doc: 'new', data: response(alice) },
      'the partial shape without e-mail or stamps',
    ),
    refuse('customer', 'create', aliceAnswers({ isAdmin: true }), 'an extra field'),
    refuse('customer', 'create', { doc: 'new', data: answer(bob) }, "bob's user id"),
    refuse('customer', 'create', aliceAnswers({ userEmail: 'bob@example.test' }), 'another e-mail'),
    refuse('customer', 'create', aliceAnswers({ formId: 'missing' }), 'a form that does not exist'),
    refuse('customer', 'create', aliceAnswers({ formTitle: 'Fake' }), 'another title than the form’s'),
    refuse(
      'customer',
      'create',
      aliceAnswers({ questions: [...answer(alice).questions, { questionKey: 'extra', answer: 'x' }] }),
      'more answers than the form has questions',
    ),
    refuse(
      'customer',
      'create',
      aliceAnswers({ createdStamp: Date.now() - 3 * 86400000 }),
      'a created stamp three days old',
    ),

    // Every question of the response has the question's shape, so the admin's list can read it.
    allow(
      'customer',
      'create',
      withQuestion({ typeKey: 'addressList', answer: [address] }),
      'an address answer',
    ),
    allow(
      'customer',
      'create',
      aliceAnswers({ questions: [answer(alice).questions[0], unanswered] }),
      'a question without an answer',
    ),
    refuse('customer', 'create', withQuestion({ typeKey: 'video' }), 'an unknown typeKey'),
    refuse('customer', 'create', withQuestion({ typeKey: 3 }), 'a typeKey that is a number'),
    refuse('customer', 'create', withQuestion({ answer: 42 }), 'an answer that is a number'),
    refuse('customer', 'create', withQuestion({ answer: { text: 'x' } }), 'an answer that is a map'),
    refuse(
      'customer',
      'create',
      withQuestion({ answer: 'x'.repeat(5001) }),
      'an answer over 5000 characters',
    ),
    refuse('customer', 'create', withQuestion({ answer: Array(11).fill(address) }), 'eleven addresses'),
    refuse('customer', 'create', withQuestion({ questionText: 7 }), 'question text that is a number'),
    refuse('customer', 'create', withQuestion({ questionImage: ['x'] }), 'a question image that is a list'),
    refuse('customer', 'create', withQuestion({ isAdmin: true }), 'a question with an extra field'),
    refuse(
      'customer',
      'create',
      aliceAnswers({ questions: [answer(alice).questions[0], 'allergies: none'] }),
      'a question that is text',
    ),

    allow('admin', 'update', { doc: 'response-1', data: { formTitle: 'Intake v2' } }, 'edits a response'),
    refuse(
      notAdmins,
      'update',
      { doc: 'response-1', data: { formTitle: 'Edited' } },
      "edits alice's response",
    ),

    refuse(notAdmins, 'delete', { doc: 'response-1' }, "deletes alice's response"),
    allow('admin', 'delete', { doc: 'response-1' }, "deletes alice's response"),
  ],
)
