import type { FieldErrors } from '../../shared/field-errors.ts'

// Rules for the fields content configs and app configs share. Pages look configs up by configKey, so it is a
// plain identifier and unique within its collection.
export const configKeyPattern = /^[A-Za-z][A-Za-z0-9_-]*$/

export function checkTitle(errors: FieldErrors, title: string): void {
  if (title === '') errors['title'] = 'Please enter a title.'
  else if (title.length > 200) errors['title'] = 'Please keep the title under 200 characters.'
}

export function checkConfigKey(errors: FieldErrors, configKey: string, taken: boolean): void {
  if (configKey === '') errors['configKey'] = 'Please enter a config key.'
  else if (!configKeyPattern.test(configKey)) {
    errors['configKey'] = 'Use letters, digits, - or _, starting with a letter (e.g. topLandingCards).'
  } else if (taken) errors['configKey'] = `Another config already uses the key "${configKey}".`
}

/** True when a record other than `ownId` is in `records`. */
export function takenByOther(records: readonly { id: string }[], ownId: string | undefined): boolean {
  return records.some((record) => record.id !== ownId)
}
