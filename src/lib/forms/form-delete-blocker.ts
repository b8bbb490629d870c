import { contentConfigs } from '../data/content-configs.ts'
import { canDeleteForm, type Form } from '../../shared/schemas/form.ts'

/**
 * Why a form may not be deleted, or null. Pages find forms by formKey: the consultation sign-up form is what
 * customer profiles and onboarding use (firestore.rules refuse its delete too), and a form a content config
 * points at would break that page. Used by the forms list and by /delete-item.
 */
export async function formDeleteBlocker(form: Pick<Form, 'formKey'>): Promise<string | null> {
  if (!canDeleteForm(form)) {
    return 'This is the consultation sign-up form that customer profiles use; it cannot be deleted.'
  }
  if (form.formKey === '') return null
  const [config] = await contentConfigs.query({ where: [['formKey', form.formKey]], limit: 1 })
  if (config) {
    return `The content config "${config.title || config.configKey}" uses this form; point it at another form first.`
  }
  return null
}
