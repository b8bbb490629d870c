// forms: questionnaires customers answer, at most 100 questions each.
import { allow, listCapRows, publicContentTable, refuse } from '../rule-case.ts'

/** The seeded consultation form; form responses are checked against it. */
export const intakeForm = {
  title: 'Intake',
  questions: [
    { id: 'q1', questionKey: 'allergies', questionText: 'Allergies?', typeKey: 'text' },
    { id: 'q2', questionKey: 'notes', questionText: 'Notes', typeKey: 'textarea' },
  ],
}
const question = { questionText: 'Q', questionKey: 'q', typeKey: 'text' }

export default publicContentTable(
  'forms',
  { doc: 'intake', data: intakeForm, update: { title: 'Intake form' } },
  [
    ...listCapRows({
      record: { title: 'Big' },
      field: 'questions',
      item: question,
      max: 100,
      notAList: 'allergies',
      noun: 'questions',
    }),
    allow('admin', 'update', { doc: 'intake', data: { title: 'Intake v2' } }, 'renames the form'),
    refuse('admin', 'update', { doc: 'intake', data: { title: 42 } }, 'a title that is not text'),
    // Onboarding depends on the consultation sign-up form: nobody deletes it, admins included.
    refuse(
      ['admin', 'customer', 'guest'],
      'delete',
      {
        doc: 'consultation',
        seed: { 'forms/consultation': { ...intakeForm, formKey: 'consultaionSignUp' } },
      },
      'deletes the consultation sign-up form',
    ),
    allow(
      'admin',
      'delete',
      { doc: 'allergy-check', seed: { 'forms/allergy-check': { ...intakeForm, formKey: 'allergyCheck' } } },
      'deletes a form with another key',
    ),
  ],
)
