import { data } from 'react-router'
import { failed } from '../../shared/action-result.ts'

// A page with several forms posts them all to its one action, each with a hidden `intent`. The action reads the
// intent once and switches to one function per intent; anything else is answered by unknownIntent.

/** The submitted `intent` when it is one of `intents`, else undefined. */
export function intentOf<const Intent extends string>(
  formData: FormData,
  intents: readonly Intent[],
): Intent | undefined {
  const intent = formData.get('intent')
  return intents.find((known) => known === intent)
}

/** The answer to an intent no form of the page sends: a 400 in the form kit's failure shape, shown above the form. */
export function unknownIntent(values: Record<string, string>) {
  return data(failed({ formError: 'This form is not known. Please reload the page.' }, values), {
    status: 400,
    statusText: 'Bad Request',
  })
}
