import { useState } from 'react'

/**
 * Counts the image uploads in progress inside a form (several image fields may upload at once), so its submit
 * button can wait for all of them. Pass onUploadingChange to every ImageUploadField of the form.
 */
export function useUploadCount(): { uploading: boolean; onUploadingChange: (uploading: boolean) => void } {
  const [uploads, setUploads] = useState(0)
  return {
    uploading: uploads > 0,
    onUploadingChange: (uploading) => setUploads((count) => count + (uploading ? 1 : -1)),
  }
}
