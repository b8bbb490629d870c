import { useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  useFormResult,
  useResettableForm,
  type AnyActionResult,
  type FormResult,
  type ResultOf,
} from './form-result.ts'
import { useUploadCount } from './use-upload-count.ts'

/**
 * Where the editor says when the record was saved: "Last saved …" under the title, "Last updated …" in the
 * toolbar, or nowhere (the page says it in its own words).
 */
export type StampPlacement = 'title' | 'toolbar' | 'none'

/** What an editor page reads about its form besides the record itself. */
export interface Editor<Result extends AnyActionResult = AnyActionResult> {
  /** The action's answer to the last save (undefined before one, after the redirect of a good one, and after Reset). */
  form: FormResult<Result>
  /** Save waits for every running image upload, so the form never posts a previous image URL. */
  saveDisabled: boolean
  /**
   * The last save worked: the action answered with success, or redirected to the editor with ?saved=1 (a later
   * failed save on the same URL no longer says "Saved.").
   */
  justSaved: boolean
  /** When the record was saved: the update stamp, else the created stamp; undefined for a new record. */
  stamp: number | undefined
  stampPlacement: StampPlacement
  confirmingDelete: boolean
  askToDelete: () => void
  closeDelete: () => void
  /** For every ImageUploadField's onUploadingChange: counts the uploads running at once. */
  setUploading: (uploading: boolean) => void
  /** Reset: the fields show the stored values again and the last answer's messages go. */
  reset: () => void
  /** Changes on Reset; the frame remounts the fields under it. */
  resetKey: number
}

/** The state of an editor page whose `<Form>` posts to the route's `action`: `useEditor<typeof action>(record)`. */
export function useEditor<Action>(
  record: { updateStamp?: number; createdStamp?: number } | null,
  { stampPlacement = 'toolbar' }: { stampPlacement?: StampPlacement } = {},
): Editor<ResultOf<Action>> {
  const { form, resetKey, reset } = useResettableForm(useFormResult<Action>())
  const [searchParams] = useSearchParams()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const uploads = useUploadCount()
  const result: AnyActionResult | undefined = form.result
  return {
    form,
    saveDisabled: form.busy || uploads.uploading,
    justSaved: result ? result.ok : searchParams.get('saved') === '1',
    stamp: record?.updateStamp ?? record?.createdStamp,
    stampPlacement,
    confirmingDelete,
    askToDelete: () => setConfirmingDelete(true),
    closeDelete: () => setConfirmingDelete(false),
    setUploading: uploads.onUploadingChange,
    reset,
    resetKey,
  }
}
