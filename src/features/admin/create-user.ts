import { z } from 'zod/mini'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { callFunction } from '../../lib/functions/call-function.ts'
import { callableErrorMessage } from '../../shared/callable-errors.ts'
import { createUserCallable, minPasswordLength } from '../../shared/callables.ts'
import { fieldErrorsOf, type FieldErrors } from '../../shared/field-errors.ts'

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

export type CreateUserResult =
  | { intent: 'createUser'; ok: true; uid: string; email: string; warning?: string }
  | { intent: 'createUser'; ok: false; errors: FieldErrors; formError?: string }

/** Calls createUserCallable (the function creates the Auth user and its profile), then stores the names. */
export async function createUser(formData: FormData): Promise<CreateUserResult> {
  const parsed = createUserFormSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return { intent: 'createUser', ok: false, errors: fieldErrorsOf(parsed.error) }
  const { email, password, firstName, lastName } = parsed.data
  const created = await callFunction(createUserCallable, { email, password })
  if (!created.ok) {
    console.error('user management: createUserCallable failed', { code: created.code })
    const errors: FieldErrors = {}
    for (const [field, problem] of Object.entries(created.fieldErrors)) {
      if (field === 'email' || field === 'password') errors[field] = problem
    }
    const formError = created.formError ?? callableErrorMessage({ code: created.code })
    if (created.code === 'already-exists') errors['email'] = formError
    return { intent: 'createUser', ok: false, errors, formError }
  }
  const { uid } = created.data
  if (firstName === '' && lastName === '') return { intent: 'createUser', ok: true, uid, email }
  try {
    await userProfiles.update(uid, { firstName, lastName })
  } catch (error) {
    console.error('user management: names of the new profile not saved', {
      collection: 'userProfiles',
      id: uid,
      code: (error as { code?: string } | null)?.code,
    })
    return {
      intent: 'createUser',
      ok: true,
      uid,
      email,
      warning: 'The account was created, but the names could not be saved. Add them on the profile page.',
    }
  }
  return { intent: 'createUser', ok: true, uid, email }
}
