import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { ownImageUrl } from '../lib/own-storage.ts'
import { UploadError, uploadImage, type UploadPurpose } from '../lib/uploads/upload-image.ts'
import { imageVariantsKey, variantsOfImage } from '../shared/images.ts'
import type { ImageVariants } from '../shared/schemas/image-variants.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import { OutsideImageLink } from './customer-image.tsx'
import type { ImageInputProps } from './questions/question-fields.tsx'

export interface ImageUploadFieldProps {
  /** Name of the hidden input that carries the uploaded image's URL into the form. */
  name: string
  label: string
  /** URL of the current image (editing an existing record). */
  defaultValue?: string
  /**
   * Where the form carries the uploaded image's resized copies (JSON in a hidden input of this name), to be kept
   * with the record (docs/decisions/0070). Without it only the URL is sent (form answers keep the URL alone).
   */
  variantsName?: string
  /** The current image's stored copies. */
  defaultVariants?: ImageVariants | undefined
  required?: boolean
  /** Who the upload is for: catalogue and site content need an admin, form answers any signed-in user. */
  purpose?: UploadPurpose
  /** A message from the page (e.g. "Please add an image."), shown when there is no upload error. */
  error?: string
  /** Tells the page while an upload runs, e.g. to hold its Save button. */
  onUploadingChange?: (uploading: boolean) => void
  /** Told when the image changes (an upload finished, or it was removed), for pages that preview it. */
  onImageChange?: (url: string, variants: ImageVariants | undefined) => void
  /** Injected in unit tests. */
  upload?: typeof uploadImage
}

type Status = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; message: string }

const previewWidth = 160
const previewHeight = 120

/**
 * Image input for every editor: shows the current image, uploads a picked file at once (the server checks it and
 * makes its resized copies), and puts the new URL in a hidden input named `name` (and its copies in `variantsName`).
 * A failed upload leaves the previous image and the rest of the form untouched and shows its message by the field.
 */
export function ImageUploadField({
  name,
  label,
  defaultValue = '',
  variantsName,
  defaultVariants,
  required = false,
  purpose = 'catalog',
  error,
  onUploadingChange,
  onImageChange,
  upload = uploadImage,
}: ImageUploadFieldProps) {
  const [url, setUrl] = useState(defaultValue)
  const [variants, setVariants] = useState(defaultVariants)
  const [localPreview, setLocalPreview] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = `image-${name}-${useId()}`
  const messageId = `${inputId}-message`
  const labelId = `${inputId}-label`

  // A record loaded after a navigation (same editor, other id) brings its own image (adjusting state while
  // rendering, as React recommends instead of an effect).
  const [shownDefault, setShownDefault] = useState(defaultValue)
  if (shownDefault !== defaultValue) {
    setShownDefault(defaultValue)
    setUrl(defaultValue)
    setVariants(defaultVariants)
    setStatus({ kind: 'idle' })
  }

  useEffect(() => {
    return () => {
      if (localPreview) URL.revokeObjectURL(localPreview)
    }
  }, [localPreview])

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Let the same file be picked again after a failure.
    event.target.value = ''
    if (!file) return
    setLocalPreview(URL.createObjectURL(file))
    setStatus({ kind: 'uploading' })
    onUploadingChange?.(true)
    try {
      const uploaded = await upload(file, purpose)
      setUrl(uploaded.url)
      setVariants(uploaded.imageVariants)
      setStatus({ kind: 'idle' })
      onImageChange?.(uploaded.url, uploaded.imageVariants)
    } catch (failure) {
      const message =
        failure instanceof UploadError
          ? failure.message
          : 'The image could not be uploaded. Please try again.'
      setStatus({ kind: 'failed', message })
    } finally {
      setLocalPreview(null)
      onUploadingChange?.(false)
    }
  }

  // A form answer's URL may be a customer's choice: only our own Storage's images load (catalogue and site images
  // are an admin's, and may be site paths).
  const stored = purpose === 'answer' ? ownImageUrl(url) : url
  const shown = status.kind === 'uploading' && localPreview ? localPreview : stored
  const outside = url !== '' && !stored
  const copies = variantsOfImage(url, variants)
  const message = status.kind === 'failed' ? status.message : error
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={message ? messageId : undefined}
      sx={{ my: 1 }}
    >
      <Typography id={labelId} variant="body2" color={message ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Typography>
      <input type="hidden" name={name} value={url} />
      {variantsName && (
        <input type="hidden" name={variantsName} value={copies ? JSON.stringify(copies) : ''} />
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: previewWidth,
            height: previewHeight,
            borderRadius: 1,
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'action.hover',
            position: 'relative',
          }}
        >
          {shown ? (
            <ResponsiveImage
              src={shown}
              variants={copies}
              alt={`${label} preview`}
              sizes={`${previewWidth}px`}
              width={previewWidth}
              height={previewHeight}
              sx={{
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                opacity: status.kind === 'uploading' ? 0.5 : 1,
              }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
              {outside ? 'Not shown' : 'No image'}
            </Typography>
          )}
          {status.kind === 'uploading' && (
            <CircularProgress size={32} aria-label="Uploading image" sx={{ position: 'absolute' }} />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => void onPick(event)}
            aria-required={required}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? messageId : undefined}
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          />
          <Button
            variant="outlined"
            component="label"
            htmlFor={inputId}
            disabled={status.kind === 'uploading'}
          >
            {url ? 'Replace image' : 'Choose image'}
            <Box
              component="span"
              sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {` for ${label}`}
            </Box>
          </Button>
          {url && status.kind !== 'uploading' && !required && (
            <Button
              variant="text"
              color="inherit"
              onClick={() => {
                setUrl('')
                setVariants(undefined)
                onImageChange?.('', undefined)
              }}
            >
              Remove image
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            JPEG, PNG, WebP or GIF, up to 8 MB.
          </Typography>
        </Box>
      </Box>
      {outside && status.kind !== 'uploading' && (
        <Box sx={{ mt: 1 }}>
          <OutsideImageLink url={url} />
        </Box>
      )}
      {message && (
        <FormHelperText id={messageId} error role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  )
}

/** QuestionFields' renderImageUpload for one form: its image questions upload for this purpose. */
export function renderImageUploadFor(
  purpose: UploadPurpose,
  onUploadingChange?: (uploading: boolean) => void,
) {
  return function renderImageUpload(props: ImageInputProps) {
    return (
      <ImageUploadField
        {...props}
        // Site content keeps the copies beside the answer (`imageVariants` for `image`); answers keep the URL alone.
        variantsName={purpose === 'content' ? imageVariantsKey(props.name) : undefined}
        purpose={purpose}
        onUploadingChange={onUploadingChange}
      />
    )
  }
}
