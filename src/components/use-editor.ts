import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useFormResult, type AnyActionResult, type FormResult, type ResultOf } from './form-result.ts'

/** What an editor page reads about its form besides the record itself. */
export interface Editor<Result extends AnyActionResult = AnyActionResult> {
  /** The action's answer to the last save (undefined before one, and after the redirect of a good one). */
  form: FormResult<Result>
  /** Save waits for a running image upload, so the form never posts the previous image URL. */
  saveDisabled: boolean
  /**
   * The last save worked: the action answered with success, or redirected to the editor with ?saved=1 (a later
   * failed save on the same URL no longer says "Saved.").
   */
  justSaved: boolean
  /** The "Last updated" stamp: the update stamp, else the created stamp; undefined for a new record. */
  stamp: number | undefined
  confirmingDelete: boolean
  askToDelete: () => void
  closeDelete: () => void
  /** For ImageUploadField's onUploadingChange. */
  setUploading: (uploading: boolean) => void
}

/** The state of an editor page whose `<Form>` posts to the route's `action`: `useEditor<typeof action>(record)`. */
export function useEditor<Action>(
  record: { updateStamp?: number; createdStamp?: number } | null,
): Editor<ResultOf<Action>> {
  const form = useFormResult<Action>()
  const [searchParams] = useSearchParams()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [uploading, setUploading] = useState(false)
  const result: AnyActionResult | undefined = form.result
  return {
    form,
    saveDisabled: form.busy || uploading,
    justSaved: result ? result.ok : searchParams.get('saved') === '1',
    stamp: record?.updateStamp ?? record?.createdStamp,
    confirmingDelete,
    askToDelete: () => setConfirmingDelete(true),
    closeDelete: () => setConfirmingDelete(false),
    setUploading,
  }
}
