import type { Form } from '../../shared/schemas/form.ts'
import { forms } from '../data/forms.ts'
import { notFound } from '../not-found.ts'

/** The form with this id, questions included; a missing one is the route's 404 (its error boundary shows it). */
export async function loadForm(id: string | undefined): Promise<Form> {
  const form = id ? await forms.get(id) : null
  if (!form) throw notFound(`There is no form with id "${id ?? ''}".`)
  return form
}
