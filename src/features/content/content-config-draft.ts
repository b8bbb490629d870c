import { z } from 'zod/mini'
import { formFields, textField } from '../../lib/forms/parse-form-data.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import type { Form } from '../../shared/schemas/form.ts'
import { checkConfigKey, checkTitle } from './config-fields.ts'

/** The meta fields as typed, trimmed; the checks below say what is wrong with them. */
const contentConfigMetaForm = z.object({
  title: textField(),
  configKey: textField(),
  formKey: textField(),
  labelKey: textField(),
  noteText: textField(),
})

export type ContentConfigMeta = z.output<typeof contentConfigMetaForm>

export function readContentConfigMeta(formData: FormData): ContentConfigMeta {
  return z.parse(contentConfigMetaForm, formFields(formData))
}

/**
 * Problems of a config's meta fields. `form` is the form found by formKey (null: none): blocks answer its
 * questions, so it must exist, and the label key must be one of its question keys.
 */
export function validateContentConfigMeta(
  meta: ContentConfigMeta,
  context: { configKeyTaken: boolean; form: Pick<Form, 'questions'> | null },
): FieldErrors {
  const errors: FieldErrors = {}
  checkTitle(errors, meta.title)
  checkConfigKey(errors, meta.configKey, context.configKeyTaken)
  if (meta.formKey === '')
    errors['formKey'] = 'Please enter the form key of the form whose questions the blocks answer.'
  else if (!context.form)
    errors['formKey'] = `No form has the form key "${meta.formKey}". Create it under Forms first.`
  if (meta.labelKey !== '' && context.form) {
    const keys = context.form.questions.map((question) => question.questionKey)
    if (!keys.includes(meta.labelKey)) {
      errors['labelKey'] =
        `The form has no question with the key "${meta.labelKey}" (its keys: ${keys.join(', ') || 'none'}).`
    }
  }
  if (meta.noteText.length > 2000) errors['noteText'] = 'Please keep the note under 2000 characters.'
  return errors
}
