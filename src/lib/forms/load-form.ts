import { data } from 'react-router'
import type { Form } from '../../shared/schemas/form.ts'
import { forms } from '../data/forms.ts'

/** The form with this id, questions included; a missing one is the route's 404 (its error boundary shows it). */
export async function loadForm(id: string | undefined): Promise<Form> {
  const form = id ? await forms.get(id) : null
  if (!form) throw data(`There is no form with id "${id ?? ''}".`, { status: 404, statusText: 'Not Found' })
  return form
}
