import { useState } from 'react'
import { useActionData, useNavigation, useSearchParams } from 'react-router-dom'
import { lastUpdatedStamp, type EditorActionData, type FieldErrors } from './catalog-forms.ts'

/** What the package, menu and landing offer editors read about their form besides the record itself. */
export interface CatalogEditor {
  /** The action's answer to a failed save; undefined before a save and after the redirect of a good one. */
  result: EditorActionData | undefined
  errors: FieldErrors
  saving: boolean
  /** Save waits for a running image upload, so the form never posts the previous image URL. */
  saveDisabled: boolean
  /** The action redirects with ?saved=1; a later failed save on the same URL must not still say "Saved.". */
  justSaved: boolean
  /** The "Last updated" stamp, undefined for a new record. */
  stamp: number | undefined
  confirmingDelete: boolean
  askToDelete: () => void
  closeDelete: () => void
  /** For ImageUploadField's onUploadingChange. */
  setUploading: (uploading: boolean) => void
}

export function useCatalogEditor(
  record: { updateStamp?: number; createdStamp?: number } | null,
): CatalogEditor {
  const result = useActionData() as EditorActionData | undefined
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [uploading, setUploading] = useState(false)
  const saving = navigation.state === 'submitting'
  return {
    result,
    errors: result?.errors ?? {},
    saving,
    saveDisabled: saving || uploading,
    justSaved: searchParams.get('saved') === '1' && !result,
    stamp: lastUpdatedStamp(record),
    confirmingDelete,
    askToDelete: () => setConfirmingDelete(true),
    closeDelete: () => setConfirmingDelete(false),
    setUploading,
  }
}
