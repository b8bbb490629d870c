import { z } from 'zod/mini'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { callFunction } from '../../lib/functions/call-function.ts'
import { callableErrorMessage } from '../../shared/callable-errors.ts'
import { createUserCallable, minPasswordLength } from '../../shared/callables.ts'
import { failed, failedParse, succeeded, submittedValues } from '../../shared/action-result.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'

export const createUserFormSchema = z.object({
  email: z.pipe(
    z
      .string({ error: 'Please enter an e-mail address.' })
      .check(z.trim(), z.minLength(1, 'Please enter an e-mail address.')),
    z.email('Please enter a valid e-mail address.'),
  ),
  password: z
    .string({ error: 'Please enter a password.' })
    .check(z.minLength(minPasswordLength, `The password needs at least ${minPasswordLength} characters.`)),
  firstName: z._default(
    z.string().check(z.trim(), z.maxLength(120, 'Please keep the first name under 120 characters.')),
    '',
  ),
  lastName: z._default(
    z.string().check(z.trim(), z.maxLength(120, 'Please keep the last name under 120 characters.')),
    '',
  ),
})

/** The account created: its id and e-mail, and a warning when only part of it could be saved. */
export interface CreatedUser {
  uid: string
  email: string
  warning?: string
}

/** Calls createUserCallable (the function creates the Auth user and its profile), then stores the names. */
export async function createUser(formData: FormData) {
  // The password is never sent back into the form.
  const { password: _password, ...values } = submittedValues(formData)
  const parsed = createUserFormSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return failedParse(parsed.error, values)
  const { email, password, firstName, lastName } = parsed.data
  const created = await callFunction(createUserCallable, { email, password })
  if (!created.ok) {
    console.error('user management: createUserCallable failed', { code: created.code })
    const fieldErrors: FieldErrors = {}
    for (const [field, problem] of Object.entries(created.fieldErrors)) {
      if (field === 'email' || field === 'password') fieldErrors[field] = problem
    }
    const formError = created.formError ?? callableErrorMessage({ code: created.code })
    if (created.code === 'already-exists') fieldErrors['email'] = formError
    return failed({ fieldErrors, formError }, values)
  }
  const { uid } = created.data
  const done = (warning?: string) => {
    const user: CreatedUser = warning === undefined ? { uid, email } : { uid, email, warning }
    return succeeded(user)
  }
  if (firstName === '' && lastName === '') return done()
  try {
    await userProfiles.update(uid, { firstName, lastName })
  } catch (error) {
    console.error('user management: names of the new profile not saved', {
      collection: 'userProfiles',
      id: uid,
      code: (error as { code?: string } | null)?.code,
    })
    return done('The account was created, but the names could not be saved. Add them on the profile page.')
  }
  return done()
}
