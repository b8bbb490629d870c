import { describe, expect, it } from 'vitest'
import { questionField, questionIdField, readFormDraft, validateFormDraft } from './form-draft.ts'

function formData(entries: [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

const question = (id: string, key: string, text = 'Q') =>
  [
    [questionIdField, id],
    [questionField(id, 'questionText'), text],
    [questionField(id, 'questionKey'), key],
    [questionField(id, 'typeKey'), 'text'],
    [questionField(id, 'questionImage'), ''],
  ] as [string, string][]

describe('readFormDraft', () => {
  it('reads meta and the questions in the order of their id inputs', () => {
    const draft = readFormDraft(
      formData([
        ['title', '  Intake '],
        ['formKey', 'intake'],
        ...question('b', 'second'),
        ...question('a', 'first'),
      ]),
    )
    expect(draft.title).toBe('Intake')
    expect(draft.questions.map((q) => q.questionKey)).toEqual(['second', 'first'])
  })
})

describe('validateFormDraft', () => {
  it('accepts a complete draft', () => {
    const draft = readFormDraft(formData([['title', 'Intake'], ...question('a', 'allergies')]))
    expect(validateFormDraft(draft)).toEqual({})
  })

  it('requires a title, question texts and keys, each message by its field', () => {
    const draft = readFormDraft(formData([['title', ''], ...question('a', '', '')]))
    expect(validateFormDraft(draft)).toEqual({
      title: 'Please enter a title.',
      [questionField('a', 'questionText')]: 'Please enter the question.',
      [questionField('a', 'questionKey')]: 'Please enter a key.',
    })
  })

  it('refuses a duplicate key on the later question and a key that is not a field name', () => {
    const draft = readFormDraft(
      formData([
        ['title', 'T'],
        ...question('a', 'name'),
        ...question('b', 'name'),
        ...question('c', '1st key'),
      ]),
    )
    const errors = validateFormDraft(draft)
    expect(errors[questionField('a', 'questionKey')]).toBeUndefined()
    expect(errors[questionField('b', 'questionKey')]).toMatch(/already uses the key "name"/)
    expect(errors[questionField('c', 'questionKey')]).toMatch(/starting with a letter/)
  })

  it('refuses an unknown type and a form key another form has', () => {
    const data = formData([['title', 'T'], ['formKey', 'intake'], ...question('a', 'k')])
    data.set(questionField('a', 'typeKey'), 'video')
    const errors = validateFormDraft(readFormDraft(data), true)
    expect(errors['formKey']).toMatch(/already uses the form key "intake"/)
    expect(errors[questionField('a', 'typeKey')]).toBe('Please pick a type.')
  })
})

describe('questions that fill the dietary profile', () => {
  const mapped = (id: string, key: string, profileField: string) => [
    ...question(id, key),
    [questionField(id, 'profileField'), profileField] as [string, string],
  ]

  /** The consultation sign-up form with these questions, as posted. */
  const consultationForm = (...questions: [string, string][][]) =>
    formData([['title', 'Consultation'], ['formKey', 'consultaionSignUp'], ...questions.flat()])

  it('keeps the choice on the question, and leaves the field out when it fills nothing', () => {
    const draft = readFormDraft(
      consultationForm(
        mapped('a', 'tableAllergies', 'allergies'),
        mapped('b', 'tableDiets', 'diets'),
        mapped('c', 'notes', ''),
      ),
    )
    expect(draft.questions.map((q) => q.profileField)).toEqual(['allergies', 'diets', undefined])
    expect('profileField' in draft.questions[2]!).toBe(false)
    expect(validateFormDraft(draft)).toEqual({})
  })

  it('are for the consultation sign-up form only, one per profile field, from the known fields', () => {
    const other = readFormDraft(
      formData([['title', 'Intake'], ['formKey', 'intake'], ...mapped('a', 'allergic', 'allergies')]),
    )
    expect(validateFormDraft(other)).toEqual({
      [questionField('a', 'profileField')]:
        "Only the consultation sign-up form (form key consultaionSignUp) fills the customer's profile.",
    })
    const twice = readFormDraft(
      consultationForm(
        mapped('a', 'first', 'allergies'),
        mapped('b', 'second', 'allergies'),
        mapped('c', 'third', 'notes'),
      ),
    )
    expect(validateFormDraft(twice)).toEqual({
      [questionField('b', 'profileField')]: 'Another question of this form already fills the allergies.',
      [questionField('c', 'profileField')]: 'Please pick allergies, diets or no.',
    })
  })
})
