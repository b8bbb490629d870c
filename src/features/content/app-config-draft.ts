import { z } from 'zod/mini'
import { alertRecipientsSchema, consultationAlertRecipientsKey } from '../../shared/schemas/app-config.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import { formFields, textField } from '../../lib/forms/parse-form-data.ts'
import { checkConfigKey, checkTitle } from './config-fields.ts'

/** The fields as typed, trimmed; the checks below say what is wrong with them. */
const appConfigForm = z.object({
  title: textField(),
  configKey: textField(),
  // Kept exactly as typed (JSON whitespace is the admin's formatting).
  configContent: z.prefault(z.string(), ''),
  noteText: textField(),
})

export type AppConfigDraft = z.output<typeof appConfigForm>

export function readAppConfigDraft(formData: FormData): AppConfigDraft {
  return z.parse(appConfigForm, formFields(formData))
}

function typeName(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'array' : typeof value
}

/** zod/mini has no English messages: a wrong or missing value reads "expected boolean, received string". */
function wrongTypeMessage(issue: z.core.$ZodRawIssue): string | undefined {
  return issue.code === 'invalid_type'
    ? `expected ${issue.expected}, received ${typeName(issue.input)}`
    : undefined
}

/** Shapes some config keys must have, beyond valid JSON (the app reads them). */
const contentShapes: Record<string, { check: (value: unknown) => string | null }> = {
  [consultationAlertRecipientsKey]: {
    check(value) {
      const result = z.safeParse(alertRecipientsSchema, value, { error: wrongTypeMessage })
      if (result.success) return null
      const issue = result.error.issues[0]!
      const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
      // Best edited as a form on Admin Settings; this check keeps a hand-edited list readable by the alerts.
      return `must be a list of {"email": "...", "active": true|false} or {"name": "...", "email": "...", "alerts": {"newOrder": true, ...}} (edit it on Admin Settings); problem${where}: ${issue.message}`
    },
  },
}

/** The problem with a configContent text, or null when it is valid JSON (of the right shape for its key). */
export function configContentProblem(configKey: string, content: string): string | null {
  if (content.trim() === '') return 'Please enter the config content as JSON (e.g. {} or []).'
  let value: unknown
  try {
    value = JSON.parse(content)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return `This is not valid JSON: ${reason}. Nothing was saved.`
  }
  const problem = contentShapes[configKey]?.check(value)
  return problem ? `The content of ${configKey} ${problem}. Nothing was saved.` : null
}

export function validateAppConfigDraft(draft: AppConfigDraft, configKeyTaken: boolean): FieldErrors {
  const errors: FieldErrors = {}
  checkTitle(errors, draft.title)
  checkConfigKey(errors, draft.configKey, configKeyTaken)
  const problem = configContentProblem(draft.configKey, draft.configContent)
  if (problem) errors['configContent'] = problem
  if (draft.noteText.length > 2000) errors['noteText'] = 'Please keep the note under 2000 characters.'
  return errors
}
