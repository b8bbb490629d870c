import { useState } from 'react'
import { useActionData, useFetcher, useNavigation } from 'react-router'
import type { ActionResult } from '../shared/action-result.ts'
import type { FieldErrors } from '../shared/field-errors.ts'

/** Any action's answer when it did not redirect. */
export type AnyActionResult = ActionResult<unknown>

/** What the router hands the page from an action (`typeof action`), as `useActionData` types it. */
type SerializeFrom<Action> = NonNullable<ReturnType<typeof useActionData<Action>>>

/** The ActionResult an action (`typeof action`) answers with; redirects are left out. */
export type ResultOf<Action> =
  SerializeFrom<Action> extends infer Result ? (Result extends AnyActionResult ? Result : never) : never

/** What a form shows about its last submit: messages per field and for the whole form, and whether it waits. */
export interface FormResult<Result extends AnyActionResult = AnyActionResult> {
  /** The action's answer; undefined before the first submit (and after a redirect). */
  result: Result | undefined
  fieldErrors: FieldErrors
  /** Why the last submit failed, said for the whole form. */
  formError: string | undefined
  /** The success message of the last submit, when the action gave one. */
  message: string | undefined
  /** True while the form is being submitted: its submit button waits. */
  busy: boolean
  /** The message for one field. */
  errorOf(name: string): string | undefined
  /** What a field shows: what was submitted when the last submit failed (nothing typed is lost), else `stored`. */
  valueOf(name: string, stored?: string): string | undefined
  /** `name`, `error` and `defaultValue` for a FormField: `<FormField label="Title" {...form.field('title', t)} />`. */
  field(
    name: string,
    stored?: string,
  ): { name: string; error: string | undefined; defaultValue: string | undefined }
}

const noErrors: FieldErrors = {}

/** The form state of an action's answer; `busy` says whether a submit is under way. */
export function formResultOf<Result extends AnyActionResult>(
  result: Result | undefined,
  busy: boolean,
): FormResult<Result> {
  const answer: AnyActionResult | undefined = result
  const failure = answer && !answer.ok ? answer : undefined
  const fieldErrors = failure?.fieldErrors ?? noErrors
  const errorOf = (name: string) => fieldErrors[name]
  const valueOf = (name: string, stored?: string) => failure?.values[name] ?? stored
  return {
    result,
    fieldErrors,
    formError: failure?.formError,
    message: answer?.ok ? answer.message : undefined,
    busy,
    errorOf,
    valueOf,
    field: (name, stored) => ({ name, error: errorOf(name), defaultValue: valueOf(name, stored) }),
  }
}

/** The answer of the route's own action to its `<Form>`: `const form = useFormResult<typeof action>()`. */
export function useFormResult<Action>(): FormResult<ResultOf<Action>> {
  const result = useActionData<Action>() as ResultOf<Action> | undefined
  return formResultOf(result, useNavigation().state === 'submitting')
}

/**
 * A fetcher and the form state of its answer, for forms that submit without a navigation (several forms on one
 * page, dialogs): `const { fetcher, form } = useFetcherForm<typeof action>()`, then `<fetcher.Form>`.
 */
export function useFetcherForm<Action>(options?: { key?: string }): {
  fetcher: ReturnType<typeof useFetcher<Action>>
  form: FormResult<ResultOf<Action>>
} {
  const fetcher = useFetcher<Action>(options)
  const form = formResultOf(fetcher.data as ResultOf<Action> | undefined, fetcher.state !== 'idle')
  return { fetcher, form }
}

/**
 * For a form with Reset (the page remounts it under `resetKey`): after Reset the last answer is dropped, so the
 * fields show the stored values again instead of what was submitted, and the old messages go.
 */
export function useResettableForm<Result extends AnyActionResult>(
  form: FormResult<Result>,
): { form: FormResult<Result>; resetKey: number; reset: () => void } {
  const [resets, setResets] = useState<{ count: number; dropped: Result | undefined }>({
    count: 0,
    dropped: undefined,
  })
  const dropped = resets.count > 0 && resets.dropped === form.result
  return {
    form: dropped ? formResultOf<Result>(undefined, form.busy) : form,
    resetKey: resets.count,
    reset: () => setResets(({ count }) => ({ count: count + 1, dropped: form.result })),
  }
}

/**
 * A route's `shouldRevalidate` for editors: a save that failed changed nothing, so the page is not read again. A
 * reload would throw away the typed values, or hit the error screen when the failure was that the record is gone.
 */
export function keepPageAfterFailedSave({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown
  defaultShouldRevalidate: boolean
}): boolean {
  const answer = actionResult as { ok?: unknown } | null | undefined
  if (answer && typeof answer === 'object' && answer.ok === false) return false
  return defaultShouldRevalidate
}
